import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { useState } from 'react';
import type { AccountDetail } from '@app/accounts-contract';
import { confirm, EmptyState, IconAction } from '@app/ui';
import { formatDateTime } from '@app/util-format';
import * as calls from '../../api/accounts-api';
import { messages } from '../../messages';
import { removeFromAccount, useDevices } from '../../store/accounts-store';
import { CardPager } from './card-pager';
import { showResult } from './card-support';
import { DetailCard } from './detail-card';

const c = messages.cards;

/** The devices the account signed in on, 3 a page, each removable after a confirmation. */
export function DevicesCard({ account }: { account: AccountDetail }) {
  const [page, setPage] = useState(1);
  const { data } = useDevices(account._id, page);
  return (
    <DetailCard title={c.devices}>
      {data && data.data.length === 0 && <EmptyState />}
      <Stack spacing={1}>
        {data?.data.map((d) => (
          <Stack sx={{ alignItems: 'center' }} key={d._id} direction="row" spacing={1}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="body2">{d.name || messages.unknown}</Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {messages.deviceTypes[d.type] ?? d.type} · {formatDateTime(d.createdAt)}
              </Typography>
            </Box>
            <IconAction
              label={`${messages.actions.delete} ${d.name}`}
              onClick={async () => {
                if (
                  !(await confirm({
                    message: messages.confirm.deleteDevice,
                    confirmColor: 'error',
                  }))
                )
                  return;
                showResult(
                  await removeFromAccount(account._id, () =>
                    calls.deleteDevice(account._id, d._id),
                  ),
                );
              }}
            >
              <DeleteOutline fontSize="small" />
            </IconAction>
          </Stack>
        ))}
      </Stack>
      {data && <CardPager total={data.total} page={page} onChange={setPage} />}
    </DetailCard>
  );
}
