import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountDetail } from '@app/accounts-contract';
import { formatMoney } from '@app/util-format';
import { messages } from '../../messages';

const c = messages.cards;

/** The balance and the pending balance, side by side. */
export function BalanceCards({ account }: { account: AccountDetail }) {
  return (
    <Stack direction="row" spacing={2}>
      {[
        [c.balance, account.balance],
        [c.balancePending, account.balancePending],
      ].map(([label, value]) => (
        <Card
          key={label as string}
          variant="outlined"
          component="section"
          aria-label={label as string}
          sx={{ flex: 1 }}
        >
          <CardContent>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography variant="h6">{formatMoney(value as number)}</Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
