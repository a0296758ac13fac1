import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import type { ShopBuilding, ShopListItem } from '@app/shops-contract';
import { confirm, modalPaper, toast, usePhone, type DialogProps } from '@app/ui';
import { formatDateTime } from '@app/util-format';
import { messages } from '../messages';
import { decideBuilding, shopsStore, useShopBuildings } from '../store/shops-store';

const m = messages.approveDialog;

export interface ApproveBuildingsPayload {
  shop: ShopListItem;
}

/**
 * 'Duyệt': the shop's buildings in two tabs, 'Chưa xét duyệt' (approve or remove) and 'Đã duyệt'
 * (remove), spec 000 sections 2 and 4. A removal is confirmed first; each outcome is a toast.
 */
export function ApproveBuildingsDialog({
  open,
  payload: { shop },
  onClose,
}: DialogProps<ApproveBuildingsPayload, true>) {
  const [tab, setTab] = useState<'pending' | 'active'>('pending');
  const buildings = useShopBuildings(shop._id);
  const pending = shopsStore.changes((s) => s.pending);
  const rows: ShopBuilding[] = buildings.data?.data[tab] ?? [];

  const decide = async (building: ShopBuilding, approve: boolean) => {
    if (!approve && !(await confirm({ message: m.confirmRemove(building.name) }))) return;
    const result = await decideBuilding(shop._id, building._id, approve);
    if (result.ok) toast.success(result.message, messages.success);
    else toast.error(result.message);
  };
  /** A row's 'Duyệt' or 'Xóa', named with the building's name, idle while its decision is sent. */
  const decision = (building: ShopBuilding, approve: boolean, busy: boolean) => {
    const label = approve ? m.approve : m.remove;
    return (
      <Button
        size="small"
        {...(approve ? { variant: 'contained' } : { color: 'error' })}
        disabled={busy}
        aria-label={`${label} ${building.name}`}
        onClick={() => void decide(building, approve)}
      >
        {label}
      </Button>
    );
  };

  const fullScreen = usePhone();
  return (
    <Dialog
      open={open}
      onClose={() => onClose(true)}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: modalPaper.wide } }}
      aria-labelledby="approve-buildings-title"
    >
      <DialogTitle id="approve-buildings-title">{m.title(shop.name)}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_, v: 'pending' | 'active') => setTab(v)}>
          <Tab
            value="pending"
            label={`${m.pending} (${buildings.data?.data.pending.length ?? 0})`}
          />
          <Tab value="active" label={`${m.active} (${buildings.data?.data.active.length ?? 0})`} />
        </Tabs>
        {buildings.loading && <LinearProgress />}
        <Table size="small" aria-label={tab === 'pending' ? m.pending : m.active}>
          <TableHead>
            <TableRow>
              <TableCell>{m.building}</TableCell>
              <TableCell>{m.address}</TableCell>
              <TableCell>{tab === 'pending' ? m.requestedAt : m.approvedAt}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((b) => {
              const busy = Boolean(pending[`${shop._id}:${b._id}`]);
              return (
                <TableRow key={b._id}>
                  <TableCell>{b.name}</TableCell>
                  <TableCell>{b.address}</TableCell>
                  <TableCell>
                    {formatDateTime(
                      tab === 'pending' ? b.createdAt : (b.approvedAt ?? b.createdAt),
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      {tab === 'pending' && decision(b, true, busy)}
                      {decision(b, false, busy)}
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
            {!buildings.loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} align="center">
                  {m.empty}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(true)}>{m.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
