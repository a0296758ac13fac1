import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { AccountDetail } from '@app/accounts-contract';
import { useUnsavedChangesGuard } from '@app/ui';
import * as calls from '../../api/accounts-api';
import { messages } from '../../messages';
import { changeAccount } from '../../store/accounts-store';
import { SaveButton, showResult, withoutFilled } from './card-support';
import { DetailCard } from './detail-card';

const c = messages.cards;

/** Name, email, phone and gender, editable by the roles that may (required fields checked here). */
export function ProfileEditCard({
  account,
  editable,
}: {
  account: AccountDetail;
  editable: boolean;
}) {
  const [form, setForm] = useState({
    name: account.name,
    email: account.email,
    phone: account.phone,
    gender: account.gender,
  });
  useEffect(
    () =>
      setForm({
        name: account.name,
        email: account.email,
        phone: account.phone,
        gender: account.gender,
      }),
    [account],
  );
  // Leaving the page with unsaved changes asks first (issue 25, item 27).
  useUnsavedChangesGuard(
    editable &&
      (form.name !== account.name ||
        form.email !== account.email ||
        form.phone !== account.phone ||
        form.gender !== account.gender),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    const e: Record<string, string> = {};
    if (!form.name.trim()) e['name'] = messages.validation.name;
    if (!form.phone.trim()) e['phone'] = messages.validation.phone;
    if (!form.email.trim()) e['email'] = messages.validation.email;
    setErrors(e);
    if (Object.keys(e).length) return;
    showResult(
      await changeAccount(account._id, () =>
        calls.updateProfile(account._id, {
          ...form,
          gender: form.gender as '' | 'male' | 'female',
        }),
      ),
    );
  };
  const field = (key: 'name' | 'email' | 'phone', label: string) => (
    <TextField
      size="small"
      label={label}
      value={form[key]}
      disabled={!editable}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      onChange={(ev) => {
        const next = { ...form, [key]: ev.target.value };
        setForm(next);
        setErrors((e) => withoutFilled(e, next));
      }}
    />
  );
  return (
    <DetailCard title={c.profileEdit}>
      <Stack spacing={2}>
        {field('name', c.name)}
        {field('email', c.email)}
        {field('phone', c.phone)}
        <TextField
          select
          size="small"
          label={c.gender}
          value={form.gender}
          disabled={!editable}
          // '' is a gender too ('Không xác định'): shown, not an empty select under its label.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(ev) => setForm({ ...form, gender: ev.target.value })}
        >
          {Object.entries(messages.genders).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        {editable && <SaveButton onSave={save} />}
      </Stack>
    </DetailCard>
  );
}
