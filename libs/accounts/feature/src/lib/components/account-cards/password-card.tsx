import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { AccountDetail } from '@app/accounts-contract';
import * as calls from '../../api/accounts-api';
import { messages } from '../../messages';
import { changeAccount } from '../../store/accounts-store';
import { SaveButton, showResult } from './card-support';
import { DetailCard } from './detail-card';

const c = messages.cards;

/** A new password for the account (6 characters at least), emptied once saved. */
export function PasswordCard({ account }: { account: AccountDetail }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const save = async () => {
    if (password.length < 6) return setError(messages.validation.password);
    setError(undefined);
    const result = await changeAccount(account._id, () =>
      calls.updatePassword(account._id, password),
    );
    showResult(result);
    if (result.ok) setPassword('');
  };
  return (
    <DetailCard title={c.password}>
      <Stack spacing={2}>
        <TextField
          size="small"
          type="password"
          label={c.password1}
          autoComplete="new-password"
          value={password}
          error={Boolean(error)}
          helperText={error}
          onChange={(e) => setPassword(e.target.value)}
        />
        <SaveButton onSave={save} disabled={password === ''} />
      </Stack>
    </DetailCard>
  );
}
