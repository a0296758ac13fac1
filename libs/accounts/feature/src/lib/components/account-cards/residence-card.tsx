import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import type { AccountDetail } from '@app/accounts-contract';
import { LockedFeature, recordOptions, SelectField } from '@app/ui';
import * as calls from '../../api/accounts-api';
import { messages } from '../../messages';
import {
  changeAccount,
  useApartments,
  useBuildingOptions,
  useFloors,
} from '../../store/accounts-store';
import { SaveButton, showResult, withoutFilled } from './card-support';
import { DetailCard } from './detail-card';

const c = messages.cards;

/** Building, floor and apartment, dependent: a new building clears floor and apartment, a new floor the apartment. */
export function ResidenceCard({
  account,
  editable,
  locked,
}: {
  account: AccountDetail;
  editable: boolean;
  locked: boolean;
}) {
  const initial = {
    building: account.building?._id ?? '',
    floor: account.floor?._id ?? '',
    apartment: account.apartment?._id ?? '',
  };
  const [form, setForm] = useState(initial);
  useEffect(() => setForm(initial), [account]); // eslint-disable-line react-hooks/exhaustive-deps
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A new form; a field's message goes as soon as it has a value. */
  const update = (next: typeof form) => {
    setForm(next);
    setErrors((e) => withoutFilled(e, next));
  };
  const buildings = useBuildingOptions(!locked).data?.rows ?? [];
  const floors = useFloors(locked ? undefined : form.building || undefined).data?.data ?? [];
  const apartments =
    useApartments(locked ? undefined : form.building || undefined, form.floor || undefined).data
      ?.data ?? [];
  if (locked)
    return (
      <DetailCard title={c.residence}>
        <LockedFeature message={messages.locked.residence} />
      </DetailCard>
    );
  /** The current value stays choosable while its options load. */
  const withCurrent = (
    options: { _id: string; name: string }[],
    ref: { _id: string; name: string } | null,
  ) => (ref && !options.some((o) => o._id === ref._id) ? [ref, ...options] : options);
  const save = async () => {
    const e: Record<string, string> = {};
    if (!form.building) e['building'] = messages.validation.building;
    if (!form.floor) e['floor'] = messages.validation.floor;
    if (!form.apartment) e['apartment'] = messages.validation.apartment;
    setErrors(e);
    if (Object.keys(e).length) return;
    showResult(await changeAccount(account._id, () => calls.updateResidence(account._id, form)));
  };
  const select = (
    key: 'building' | 'floor' | 'apartment',
    label: string,
    options: { _id: string; name: string }[],
    onChange: (value: string) => void,
    disabled = false,
  ) => (
    <SelectField
      size="small"
      label={label}
      value={form[key]}
      options={recordOptions(options)}
      disabled={!editable || disabled}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      onChange={onChange}
    />
  );
  const same = (id: string, ref: { _id: string } | null) => ref?._id === id;
  return (
    <DetailCard title={c.residence}>
      <Stack spacing={2}>
        {select(
          'building',
          messages.filters.building,
          withCurrent(buildings, account.building),
          (building) => update({ building, floor: '', apartment: '' }),
        )}
        {select(
          'floor',
          messages.filters.floor,
          same(form.building, account.building) ? withCurrent(floors, account.floor) : floors,
          (floor) => update({ ...form, floor, apartment: '' }),
          !form.building,
        )}
        {select(
          'apartment',
          messages.filters.apartment,
          same(form.floor, account.floor) ? withCurrent(apartments, account.apartment) : apartments,
          (apartment) => update({ ...form, apartment }),
          !form.floor,
        )}
        {editable && <SaveButton onSave={save} />}
      </Stack>
    </DetailCard>
  );
}
