import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { roleValues } from '@app/contract';
import type { AccountDetail } from '@app/accounts-contract';
import * as calls from '../../api/accounts-api';
import { messages } from '../../messages';
import { changeAccount } from '../../store/accounts-store';
import { RoleSelect } from '../role-select';
import { SaveButton, showResult } from './card-support';
import { DetailCard } from './detail-card';

const c = messages.cards;

/** The account's role, chosen from every role. */
export function RoleCard({ account }: { account: AccountDetail }) {
  const [role, setRole] = useState<string>(String(account.role));
  useEffect(() => setRole(String(account.role)), [account]);
  return (
    <DetailCard title={c.role}>
      <Stack spacing={2}>
        <RoleSelect
          roles={roleValues}
          value={role}
          onChange={setRole}
          error={role === ''}
          helperText={role === '' ? messages.validation.role : undefined}
        />
        <SaveButton
          disabled={role === ''}
          onSave={async () =>
            showResult(
              await changeAccount(account._id, () => calls.updateRole(account._id, Number(role))),
            )
          }
        />
      </Stack>
    </DetailCard>
  );
}
