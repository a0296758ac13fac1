import Button from '@mui/material/Button';
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

function ShopList({
  title,
  shops,
  busy,
  onApprove,
  onRemove,
}: {
  title: string;
  shops: BuildingShop[];
  busy: Record<string, true>;
  onApprove?: (shop: BuildingShop) => void;
  onRemove: (shop: BuildingShop) => void;
}) {
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
                  {onApprove && (
                    <Button
                      size="small"
                      variant="contained"
                      color="success"
                      aria-label={t.approveOf(shop.name)}
                      disabled={Boolean(busy[shop._id])}
                      onClick={() => onApprove(shop)}
                    >
                      {t.approve}
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    aria-label={t.removeOf(shop.name)}
                    disabled={Boolean(busy[shop._id])}
                    onClick={() => onRemove(shop)}
                  >
                    {t.remove}
                  </Button>
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
export function BuildingShops({ pending, active, busy, onApprove, onRemove }: BuildingShopsProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t.title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t.title}
      </Typography>
      <ShopList
        title={t.pending}
        shops={pending}
        busy={busy}
        onApprove={onApprove}
        onRemove={onRemove}
      />
      <ShopList title={t.active} shops={active} busy={busy} onRemove={onRemove} />
    </Paper>
  );
}
