import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AccountDetail } from '@app/accounts-contract';
import { EmptyState } from '@app/ui';
import { formatDateTime } from '@app/util-format';
import { messages } from '../../messages';
import { useLogs } from '../../store/accounts-store';
import { CardPager } from './card-pager';
import { DetailCard } from './detail-card';

const c = messages.cards;

/** The account's activity log, 3 a page, filtered by type. */
export function ActivityCard({ account }: { account: AccountDetail }) {
  const [page, setPage] = useState(1);
  const [type, setType] = useState<string>('');
  const { data } = useLogs(account._id, page, type === '' ? undefined : Number(type));
  return (
    <DetailCard title={c.activity}>
      <TextField
        select
        size="small"
        label={c.logType}
        value={type}
        sx={{ mb: 1, minWidth: 160 }}
        onChange={(e) => {
          setType(e.target.value);
          setPage(1);
        }}
      >
        <MenuItem value="">{messages.filters.all}</MenuItem>
        {Object.entries(messages.logTypes).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {data && data.data.length === 0 && <EmptyState />}
      <Stack spacing={1}>
        {data?.data.map((l) => (
          <Box key={l._id}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {l.title}
            </Typography>
            <Typography variant="body2">{l.message}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {formatDateTime(l.createdAt)}
            </Typography>
          </Box>
        ))}
      </Stack>
      {data && <CardPager total={data.total} page={page} onChange={setPage} />}
    </DetailCard>
  );
}
