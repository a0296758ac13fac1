import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import {
  updatePasswordInputSchema,
  type AccountDetail,
  type UpdatePasswordInput,
} from '@app/accounts-contract';
import { applyServerErrors, FormTextField } from '@app/ui';
import * as calls from '../../api/accounts-api';
import { messages } from '../../messages';
import { changeAccount } from '../../store/accounts-store';
import { SaveButton, showResult } from './card-support';
import { DetailCard } from './detail-card';

const c = messages.cards;

/** A new password for the account (the contract's rule: 6 characters at least), emptied once saved. */
export function PasswordCard({ account }: { account: AccountDetail }) {
  const { control, handleSubmit, reset, setError, watch } = useForm<UpdatePasswordInput>({
    resolver: zodResolver(updatePasswordInputSchema),
    defaultValues: { password: '' },
  });
  const save = handleSubmit(async ({ password }) => {
    const result = await changeAccount(account._id, () =>
      calls.updatePassword(account._id, password),
    );
    if (result.ok) reset({ password: '' });
    if (result.ok || !applyServerErrors(setError, result.error, ['password'])) showResult(result);
  });
  return (
    <DetailCard title={c.password}>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="password"
          size="small"
          type="password"
          label={c.password1}
          autoComplete="new-password"
        />
        <SaveButton onSave={save} disabled={watch('password') === ''} />
      </Stack>
    </DetailCard>
  );
}
