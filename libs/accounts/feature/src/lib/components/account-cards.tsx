import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { useEffect, useState, type ReactNode } from 'react';
import { type Role, roleLabels, roleValues } from '@app/contract';
import { AccountCard, accountCardAccess } from '@app/util-auth';
import type { AccountDetail } from '@app/accounts-contract';
import { confirm, EmptyState, LockedFeature, toast, useUnsavedChangesGuard } from '@app/ui';
import { pickBuildings, pickShops } from '@app/ui-pickers';
import { formatDateTime, formatMoney } from '@app/util-format';
import * as calls from '../api/accounts-api';
import { messages } from '../messages';
import {
  changeAccount,
  removeFromAccount,
  useApartments,
  useBuildingOptions,
  useDevices,
  useFloors,
  useLogs,
  type ChangeResult,
} from '../store/accounts-store';
import { RoleTag, VerifyTag } from './labels';
import type { AccountAction } from './use-account-actions';

const c = messages.cards;
const show = (result: ChangeResult) =>
  result.ok ? toast.success(result.message) : toast.error(result.message);

/**
 * Which cards a viewer sees and may use, by the viewer's role and the viewed account's: util-auth's
 * table of spec 001 section 6 (`accountCardAccess`).
 */
export function cardRules(viewer: Role | undefined, account: { role: number }) {
  const access = (card: AccountCard) => accountCardAccess(card, viewer, account.role as Role);
  const editable = (card: AccountCard) => access(card).kind === 'editable';
  const hidden = (card: AccountCard) => access(card).kind === 'hidden';
  const locked = (card: AccountCard) => access(card).kind === 'locked';
  return {
    editProfile: editable(AccountCard.PROFILE_EDIT),
    editResidence: editable(AccountCard.RESIDENCE),
    residenceLocked: locked(AccountCard.RESIDENCE),
    showRole: !hidden(AccountCard.ROLE),
    showPassword: !hidden(AccountCard.PASSWORD),
    buildingLocked: locked(AccountCard.BUILDING_OPERATION),
    shopLocked: locked(AccountCard.SHOP),
    editShops: editable(AccountCard.SHOP),
    editBuildings: editable(AccountCard.BUILDING_OPERATION),
  };
}

export function DetailCard({
  title,
  children,
  label,
}: {
  title: string;
  children: ReactNode;
  label?: string;
}) {
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={label ?? title}
      sx={{ height: '100%' }}
    >
      <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

/** The messages of a form less those of the fields that now have a value (trimmed). */
const withoutFilled = (errors: Record<string, string>, form: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => !form[key]?.trim()));

const Line = ({ label, value }: { label: string; value: ReactNode }) => (
  <Stack direction="row" spacing={1} sx={{ py: 0.5 }}>
    <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 130 }}>
      {label}
    </Typography>
    <Typography variant="body2" component="div">
      {value || messages.unknown}
    </Typography>
  </Stack>
);

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

export function ProfileCard({ account }: { account: AccountDetail }) {
  return (
    <DetailCard title={c.profile}>
      <Line label={c.name} value={account.name} />
      <Line label={c.email} value={account.email} />
      <Line label={c.phone} value={account.phone} />
      <Line label={c.gender} value={messages.genders[account.gender]} />
      <Line label={messages.columns.apartment} value={account.apartment?.name} />
    </DetailCard>
  );
}

export function RegistrationCard({
  account,
  onAction,
}: {
  account: AccountDetail;
  onAction: (action: AccountAction) => void;
}) {
  return (
    <DetailCard title={c.registration}>
      <Line label={c.createdAt} value={formatDateTime(account.createdAt)} />
      <Line label={c.status} value={<VerifyTag state={account.verifyState} />} />
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
    show(
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
        {editable && (
          <Button variant="contained" onClick={() => void save()}>
            {messages.actions.save}
          </Button>
        )}
      </Stack>
    </DetailCard>
  );
}

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
    show(await changeAccount(account._id, () => calls.updateResidence(account._id, form)));
  };
  const select = (
    key: 'building' | 'floor' | 'apartment',
    label: string,
    options: { _id: string; name: string }[],
    onChange: (value: string) => void,
    disabled = false,
  ) => (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((o) => o._id === form[key]) ? form[key] : ''}
      disabled={!editable || disabled}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      onChange={(ev) => onChange(ev.target.value)}
    >
      {options.map((o) => (
        <MenuItem key={o._id} value={o._id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
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
        {editable && (
          <Button variant="contained" onClick={() => void save()}>
            {messages.actions.save}
          </Button>
        )}
      </Stack>
    </DetailCard>
  );
}

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
        <Button
          variant="contained"
          disabled={role === ''}
          onClick={async () =>
            show(
              await changeAccount(account._id, () => calls.updateRole(account._id, Number(role))),
            )
          }
        >
          {messages.actions.save}
        </Button>
      </Stack>
    </DetailCard>
  );
}

export function PasswordCard({ account }: { account: AccountDetail }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const save = async () => {
    if (password.length < 6) return setError(messages.validation.password);
    setError(undefined);
    const result = await changeAccount(account._id, () =>
      calls.updatePassword(account._id, password),
    );
    show(result);
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
        <Button variant="contained" disabled={password === ''} onClick={() => void save()}>
          {messages.actions.save}
        </Button>
      </Stack>
    </DetailCard>
  );
}

function LinksCard({
  title,
  locked,
  editable,
  items,
  empty,
  addLabel,
  onAdd,
  onRemove,
}: {
  title: string;
  locked: boolean;
  editable: boolean;
  items: { _id: string; name: string }[];
  empty: string;
  addLabel: string;
  onAdd: () => void;
  onRemove: (id: string) => void;
}) {
  return (
    <DetailCard title={title}>
      {locked ? (
        <LockedFeature title={messages.locked.title} message={messages.locked.role} />
      ) : (
        <Stack sx={{ alignItems: 'flex-start' }} spacing={1}>
          {items.length === 0 && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {empty}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {items.map((item) => (
              <Chip
                key={item._id}
                label={item.name}
                onDelete={editable ? () => onRemove(item._id) : undefined}
              />
            ))}
          </Box>
          {editable && (
            <Button size="small" onClick={onAdd}>
              {addLabel}
            </Button>
          )}
        </Stack>
      )}
    </DetailCard>
  );
}

export function ShopCard({
  account,
  locked,
  editable,
}: {
  account: AccountDetail;
  locked: boolean;
  editable: boolean;
}) {
  return (
    <LinksCard
      title={c.shops}
      locked={locked}
      editable={editable}
      items={account.shops}
      empty={c.noShops}
      addLabel={c.addShop}
      onAdd={async () => {
        const rows = await pickShops();
        if (rows?.[0])
          show(
            await changeAccount(account._id, () => calls.setShop(account._id, rows[0]!._id, true)),
          );
      }}
      onRemove={async (id) =>
        show(await changeAccount(account._id, () => calls.setShop(account._id, id, false)))
      }
    />
  );
}

export function BuildingCard({
  account,
  locked,
  editable,
}: {
  account: AccountDetail;
  locked: boolean;
  editable: boolean;
}) {
  return (
    <LinksCard
      title={c.buildings}
      locked={locked}
      editable={editable}
      items={account.buildings}
      empty={c.noBuildings}
      addLabel={c.addBuilding}
      onAdd={async () => {
        const rows = await pickBuildings();
        if (rows?.[0])
          show(
            await changeAccount(account._id, () =>
              calls.setBuilding(account._id, rows[0]!._id, true),
            ),
          );
      }}
      onRemove={async (id) =>
        show(await changeAccount(account._id, () => calls.setBuilding(account._id, id, false)))
      }
    />
  );
}

const pages = (total: number) => Math.max(1, Math.ceil(total / 3));

export function DevicesCard({ account }: { account: AccountDetail }) {
  const [page, setPage] = useState(1);
  const { data } = useDevices(account._id, page);
  return (
    <DetailCard title={c.devices}>
      {data && data.data.length === 0 && <EmptyState />}
      <Stack spacing={1}>
        {data?.data.map((d) => (
          <Stack sx={{ alignItems: 'center' }} key={d._id} direction="row" spacing={1}>
            <Box sx={{ flex: 1 }}>
              <Typography variant="body2">{d.name || messages.unknown}</Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {messages.deviceTypes[d.type] ?? d.type} · {formatDateTime(d.createdAt)}
              </Typography>
            </Box>
            <IconButton
              aria-label={`${messages.actions.delete} ${d.name}`}
              onClick={async () => {
                if (
                  !(await confirm({
                    message: messages.confirm.deleteDevice,
                    confirmColor: 'error',
                  }))
                )
                  return;
                show(
                  await removeFromAccount(account._id, () =>
                    calls.deleteDevice(account._id, d._id),
                  ),
                );
              }}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {data && data.total > 3 && (
        <Pagination
          size="small"
          sx={{ mt: 1 }}
          count={pages(data.total)}
          page={page}
          onChange={(_, p) => setPage(p)}
        />
      )}
    </DetailCard>
  );
}

export function ActivityCard({ account }: { account: AccountDetail }) {
  const [page, setPage] = useState(1);
  const [type, setType] = useState<string>('');
  const { data } = useLogs(account._id, page, type === '' ? undefined : Number(type));
  return (
    <DetailCard title={c.activity}>
      <TextField
        select
        size="small"
        label={c.logType}
        value={type}
        sx={{ mb: 1, minWidth: 160 }}
        onChange={(e) => {
          setType(e.target.value);
          setPage(1);
        }}
      >
        <MenuItem value="">{messages.filters.all}</MenuItem>
        {Object.entries(messages.logTypes).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {data && data.data.length === 0 && <EmptyState />}
      <Stack spacing={1}>
        {data?.data.map((l) => (
          <Box key={l._id}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {l.title}
            </Typography>
            <Typography variant="body2">{l.message}</Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {formatDateTime(l.createdAt)}
            </Typography>
          </Box>
        ))}
      </Stack>
      {data && data.total > 3 && (
        <Pagination
          size="small"
          sx={{ mt: 1 }}
          count={pages(data.total)}
          page={page}
          onChange={(_, p) => setPage(p)}
        />
      )}
    </DetailCard>
  );
}
