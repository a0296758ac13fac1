import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AccountDetail } from '@app/accounts-contract';
import { DetailList } from '@app/ui';
import { formatDateTime } from '@app/util-format';
import { messages } from '../../messages';
import { VerifyTag } from '../labels';
import type { AccountAction } from '../use-account-actions';
import { DetailCard } from './detail-card';
import { accountLines } from './profile-card';

const c = messages.cards;

/** When the account registered, its verification, and approve / reject while it has an apartment. */
export function RegistrationCard({
  account,
  onAction,
}: {
  account: AccountDetail;
  onAction: (action: AccountAction) => void;
}) {
  return (
    <DetailCard title={c.registration}>
      <DetailList
        {...accountLines}
        fields={[
          { label: c.createdAt, value: formatDateTime(account.createdAt) },
          { label: c.status, value: <VerifyTag state={account.verifyState} /> },
        ]}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {account.apartment && !account.verify && (
          <Button variant="contained" color="success" onClick={() => onAction('approve')}>
            {messages.actions.approve}
          </Button>
        )}
        {account.apartment && (
          <Button variant="outlined" color="warning" onClick={() => onAction('reject')}>
            {messages.actions.reject}
          </Button>
        )}
      </Stack>
    </DetailCard>
  );
}
