import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Role, roleLabels, staffRoles } from '@app/contract';
import type { AccountDetail } from '@app/accounts-contract';
import { DataTable, PageHeader, toast } from '@app/ui';
import * as calls from '../api/accounts-api';
import { DetailCard } from '../components/account-cards';
import { RoleTag } from '../components/labels';
import { STAFF_FIRST_PAGE, STAFF_PAGE_SIZE } from '../components/staff-list';
import { messages } from '../messages';
import {
  accountsStore,
  changeAccount,
  useBuildingOptions,
  useStaffList,
} from '../store/accounts-store';
import { asApiError } from '@app/data-access-api';

const t = messages.staff;

function StaffFields({
  role,
  buildingId,
  onRole,
  onBuilding,
}: {
  role: string;
  buildingId: string;
  onRole: (v: string) => void;
  onBuilding: (v: string) => void;
}) {
  const buildings = useBuildingOptions(true).data?.rows ?? [];
  return (
    <>
      <TextField
        select
        size="small"
        label={messages.filters.role}
        value={role}
        onChange={(e) => onRole(e.target.value)}
      >
        {staffRoles.map((r) => (
          <MenuItem key={r} value={String(r)}>
            {roleLabels[r]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t.building}
        value={buildings.some((b) => b._id === buildingId) ? buildingId : ''}
        onChange={(e) => onBuilding(e.target.value)}
      >
        <MenuItem value="">{t.none}</MenuItem>
        {buildings.map((b) => (
          <MenuItem key={b._id} value={b._id}>
            {b.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

function FindAndSet() {
  const [phone, setPhone] = useState('');
  const [found, setFound] = useState<AccountDetail | null>(null);
  const [role, setRole] = useState(String(Role.OPERATOR));
  const [buildingId, setBuildingId] = useState('');
  const find = async () => {
    try {
      const { data } = await calls.findUserByPhone(phone.trim());
      setFound(data);
      setRole(String(data.role));
    } catch (error) {
      setFound(null);
      toast.error(asApiError(error).message);
    }
  };
  const save = async () => {
    if (!found) return;
    const result = await changeAccount(found._id, () =>
      calls.updateStaff({
        userId: found._id,
        role: Number(role) as Role,
        buildingId: buildingId || undefined,
      }),
    );
    (result.ok ? toast.success : toast.error)(result.message);
    if (result.ok) void accountsStore.staff.getState().invalidate();
  };
  return (
    <DetailCard title={t.setTitle}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1}>
          <TextField
            size="small"
            label={t.find}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            sx={{ flex: 1 }}
          />
          <Button variant="outlined" disabled={!phone.trim()} onClick={() => void find()}>
            {t.findButton}
          </Button>
        </Stack>
        {found && (
          <>
            <Stack sx={{ alignItems: 'center' }} direction="row" spacing={1}>
              <Typography>{found.name}</Typography>
              <RoleTag role={found.role} />
            </Stack>
            <StaffFields
              role={role}
              buildingId={buildingId}
              onRole={setRole}
              onBuilding={setBuildingId}
            />
            <Button variant="contained" onClick={() => void save()}>
              {messages.actions.save}
            </Button>
          </>
        )}
      </Stack>
    </DetailCard>
  );
}

const emptyForm = {
  name: '',
  email: '',
  phone: '',
  password: '',
  role: String(Role.OPERATOR),
  buildingId: '',
};

function CreateStaff() {
  const [form, setForm] = useState(emptyForm);
  const set = (key: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [key]: v }));
  const create = async () => {
    try {
      const answer = await calls.createStaff({
        ...form,
        role: Number(form.role) as Role,
        buildingId: form.buildingId || undefined,
      });
      toast.success(answer.message);
      setForm(emptyForm);
      void accountsStore.staff.getState().invalidate();
    } catch (error) {
      toast.error(asApiError(error).message);
    }
  };
  const text = (key: 'name' | 'email' | 'phone' | 'password', label: string) => (
    <TextField
      size="small"
      label={label}
      type={key === 'password' ? 'password' : 'text'}
      autoComplete={key === 'password' ? 'new-password' : undefined}
      value={form[key]}
      onChange={(e) => set(key)(e.target.value)}
    />
  );
  return (
    <DetailCard title={t.createTitle}>
      <Stack spacing={2}>
        {text('name', messages.columns.name)}
        {text('email', messages.columns.email)}
        {text('phone', messages.columns.phone)}
        {text('password', t.password)}
        <StaffFields
          role={form.role}
          buildingId={form.buildingId}
          onRole={set('role')}
          onBuilding={set('buildingId')}
        />
        <Button variant="contained" onClick={() => void create()}>
          {t.create}
        </Button>
      </Stack>
    </DetailCard>
  );
}

const columns: GridColDef<AccountDetail>[] = [
  { field: 'name', headerName: messages.columns.name, flex: 1, minWidth: 150 },
  { field: 'email', headerName: messages.columns.email, flex: 1, minWidth: 180 },
  { field: 'phone', headerName: messages.columns.phone, width: 130 },
  {
    field: 'role',
    headerName: messages.columns.role,
    width: 180,
    renderCell: ({ row }) => <RoleTag role={row.role} />,
  },
  {
    field: 'buildings',
    headerName: t.building,
    flex: 1,
    minWidth: 160,
    valueGetter: (_v, row) => row.buildings.map((b) => b.name).join(', '),
  },
];

/** `/dashboard/staff` (super admin): find a user by phone and set role and building, or create a staff account. */
export function StaffScreen() {
  const [page, setPage] = useState(STAFF_FIRST_PAGE);
  const list = useStaffList(page);
  return (
    <>
      <PageHeader
        title={t.title}
        breadcrumbs={[{ label: messages.breadcrumb.accounts }, { label: t.title }]}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FindAndSet />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CreateStaff />
        </Grid>
        <Grid size={12}>
          <DataTable
            rows={(list.data?.data ?? []) as AccountDetail[]}
            columns={columns}
            rowCount={list.data?.total ?? 0}
            page={page}
            pageSize={STAFF_PAGE_SIZE}
            onPageChange={setPage}
            loading={list.loading}
          />
        </Grid>
      </Grid>
    </>
  );
}
