import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountDetail } from '@app/accounts-contract';
import { LockedFeature } from '@app/ui';
import { pickBuildings, pickShops } from '@app/ui-pickers';
import * as calls from '../../api/accounts-api';
import { messages } from '../../messages';
import { changeAccount } from '../../store/accounts-store';
import { showResult } from './card-support';
import { DetailCard } from './detail-card';

const c = messages.cards;

/** What differs between the shops card and the operated buildings card: one card draws both. */
const links = {
  shops: {
    title: c.shops,
    empty: c.noShops,
    addLabel: c.addShop,
    items: (account: AccountDetail) => account.shops,
    pick: pickShops,
    set: calls.setShop,
  },
  buildings: {
    title: c.buildings,
    empty: c.noBuildings,
    addLabel: c.addBuilding,
    items: (account: AccountDetail) => account.buildings,
    pick: pickBuildings,
    set: calls.setBuilding,
  },
} as const;

export interface LinksCardProps {
  account: AccountDetail;
  locked: boolean;
  editable: boolean;
}

/** The account's linked shops or buildings as chips: added with the picker, removed by their chip. */
function LinksCard({
  account,
  locked,
  editable,
  kind,
}: LinksCardProps & { kind: keyof typeof links }) {
  const link = links[kind];
  const items = link.items(account);
  const setLink = async (id: string, on: boolean) =>
    showResult(await changeAccount(account._id, () => link.set(account._id, id, on)));
  const add = async () => {
    const rows = await link.pick();
    if (rows?.[0]) await setLink(rows[0]._id, true);
  };
  return (
    <DetailCard title={link.title}>
      {locked ? (
        <LockedFeature title={messages.locked.title} message={messages.locked.role} />
      ) : (
        <Stack sx={{ alignItems: 'flex-start' }} spacing={1}>
          {items.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {link.empty}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {items.map((item) => (
              <Chip
                key={item._id}
                label={item.name}
                onDelete={editable ? () => void setLink(item._id, false) : undefined}
              />
            ))}
          </Box>
          {editable && (
            <Button size="small" onClick={() => void add()}>
              {link.addLabel}
            </Button>
          )}
        </Stack>
      )}
    </DetailCard>
  );
}

export const ShopCard = (props: LinksCardProps) => <LinksCard {...props} kind="shops" />;
export const BuildingCard = (props: LinksCardProps) => <LinksCard {...props} kind="buildings" />;
