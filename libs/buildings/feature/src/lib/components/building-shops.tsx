import Button, { type ButtonProps } from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BuildingShop } from '@app/buildings-contract';
import { messages } from '../messages';

const t = messages.shops;

export interface BuildingShopsProps {
  pending: BuildingShop[];
  active: BuildingShop[];
  busy: Record<string, true>;
  onApprove: (shop: BuildingShop) => void;
  onRemove: (shop: BuildingShop) => void;
}

type ShopActions = Pick<BuildingShopsProps, 'busy' | 'onApprove' | 'onRemove'>;

function ShopList({
  title,
  shops,
  actions: { busy, onApprove, onRemove },
  approvable = false,
}: {
  title: string;
  shops: BuildingShop[];
  actions: ShopActions;
  /** 'Duyệt' beside 'Xóa' (the pending shops). */
  approvable?: boolean;
}) {
  const action = (
    shop: BuildingShop,
    label: string,
    ariaLabel: string,
    act: (shop: BuildingShop) => void,
    props: ButtonProps = {},
  ) => (
    <Button
      size="small"
      {...props}
      aria-label={ariaLabel}
      disabled={Boolean(busy[shop._id])}
      onClick={() => act(shop)}
    >
      {label}
    </Button>
  );
  return (
    <section aria-label={title}>
      <Typography variant="subtitle2" component="h3">
        {title} ({shops.length})
      </Typography>
      {shops.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
          {t.none}
        </Typography>
      ) : (
        <List dense>
          {shops.map((shop) => (
            <ListItem
              key={shop._id}
              secondaryAction={
                <Stack direction="row" spacing={1}>
                  {approvable &&
                    action(shop, t.approve, t.approveOf(shop.name), onApprove, {
                      variant: 'contained',
                      color: 'success',
                    })}
                  {action(shop, t.remove, t.removeOf(shop.name), onRemove, { color: 'error' })}
                </Stack>
              }
            >
              <ListItemText primary={shop.name} secondary={shop.phone} />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}

/** The building's shops: the pending ones with 'Duyệt' and 'Xóa', the approved ones with 'Xóa'. */
export function BuildingShops({ pending, active, ...actions }: BuildingShopsProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t.title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t.title}
      </Typography>
      <ShopList title={t.pending} shops={pending} actions={actions} approvable />
      <ShopList title={t.active} shops={active} actions={actions} />
    </Paper>
  );
}
