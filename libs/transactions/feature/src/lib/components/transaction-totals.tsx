import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { netTotal, type TransactionTotals } from '@app/transactions-contract';
import { formatMoney } from '@app/util-format';
import { messages } from '../messages';

const m = messages.totals;

/** On a phone each total is one line, the label beside the figure, so the list starts sooner. */
const totalSx = {
  flex: 1,
  px: 2,
  py: { xs: 0.75, sm: 1.5 },
  display: { xs: 'flex', sm: 'block' },
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: 1,
} as const;
const valueSx = { fontSize: { xs: '1rem', sm: '1.25rem' } } as const;

function Total({
  label,
  value,
  testId,
}: {
  label: string;
  value: number | undefined;
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={totalSx} aria-label={label}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId} sx={valueSx}>
        {value === undefined ? '…' : formatMoney(value)}
      </Typography>
    </Paper>
  );
}

/** The three totals of the current filter: deposit, withdraw, net = deposit − withdraw (in đ). */
export const TransactionTotalsView = memo(function TransactionTotalsView({
  totals,
}: {
  totals: TransactionTotals | undefined;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.75, sm: 1.5 }}
      sx={{ mb: 1.5 }}
      title={m.hint}
    >
      <Total label={m.deposit} value={totals?.deposit} testId="total-deposit" />
      <Total label={m.withdraw} value={totals?.withdraw} testId="total-withdraw" />
      <Total label={m.net} value={totals && netTotal(totals)} testId="total-net" />
    </Stack>
  );
});
