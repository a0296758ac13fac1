import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { roleLabels, roleValues } from '@app/contract';
import type { AccountDetail } from '@app/accounts-contract';
import * as calls from '../../api/accounts-api';
import { messages } from '../../messages';
import { changeAccount } from '../../store/accounts-store';
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
        <TextField
          select
          size="small"
          label={messages.filters.role}
          value={role}
          onChange={(e) => setRole(e.target.value)}
          error={role === ''}
          helperText={role === '' ? messages.validation.role : undefined}
        >
          {roleValues.map((r) => (
            <MenuItem key={r} value={String(r)}>
              {roleLabels[r]}
            </MenuItem>
          ))}
        </TextField>
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
