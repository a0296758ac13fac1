import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountDetail } from '@app/accounts-contract';
import { RoleTag } from '../labels';

/** The account's picture (or initial), name and role. */
export function AvatarCard({ account }: { account: AccountDetail }) {
  return (
    <Card variant="outlined" component="section" aria-label={account.name} sx={{ height: '100%' }}>
      <CardContent>
        <Stack sx={{ alignItems: 'center' }} spacing={1}>
          <Avatar
            src={account.avatar || undefined}
            alt={account.name}
            sx={{ width: 80, height: 80 }}
          >
            {account.name.charAt(0)}
          </Avatar>
          <Typography variant="h6">{account.name}</Typography>
          <RoleTag role={account.role} />
        </Stack>
      </CardContent>
    </Card>
  );
}
