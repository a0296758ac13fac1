import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Autorenew from '@mui/icons-material/Autorenew';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Role, staffRoles } from '@app/contract';
import type { AccountDetail } from '@app/accounts-contract';
import { DataTable, PageHeader, recordOptions, SelectField, toast } from '@app/ui';
import * as calls from '../api/accounts-api';
import { DetailCard } from '../components/account-cards';
import { RoleTag } from '../components/labels';
import { RoleSelect } from '../components/role-select';
import { STAFF_FIRST_PAGE, STAFF_PAGE_SIZE } from '../components/staff-list';
import { generateStaffPassword } from '../components/staff-password';
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
      <RoleSelect roles={staffRoles} value={role} onChange={onRole} />
      <SelectField
        size="small"
        label={t.building}
        value={buildingId}
        options={recordOptions(buildings)}
        emptyLabel={t.none}
        onChange={onBuilding}
      />
    </>
  );
}

/**
 * 'Thiết lập nhân viên': find a user by phone, then set role and building. The table's edit action
 * opens it on a staff row (`editing`, its key remounting the form).
 */
function FindAndSet({ editing }: { editing?: AccountDetail }) {
  const [phone, setPhone] = useState(editing?.phone ?? '');
  const [found, setFound] = useState<AccountDetail | null>(editing ?? null);
  const [role, setRole] = useState(String(editing?.role ?? Role.OPERATOR));
  const [buildingId, setBuildingId] = useState(editing?.buildings[0]?._id ?? '');
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editing) card.current?.scrollIntoView?.({ block: 'nearest' });
  }, [editing]);
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
    <Box ref={card} sx={{ height: '100%' }}>
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
    </Box>
  );
}

const emptyForm = () => ({
  name: '',
  email: '',
  phone: '',
  password: generateStaffPassword(),
  role: String(Role.OPERATOR),
  buildingId: '',
});

/**
 * 'Tạo tài khoản nhân viên'. The first password is generated here (never a fixed one), shown once
 * after the account is created, copyable; the staff member must change it at the first sign-in.
 */
function CreateStaff() {
  const [form, setForm] = useState(emptyForm);
  /** The account just created and its first password, until the super admin closes the notice. */
  const [created, setCreated] = useState<{ name: string; password: string } | null>(null);
  const set = (key: keyof ReturnType<typeof emptyForm>) => (v: string) =>
    setForm((f) => ({ ...f, [key]: v }));
  const create = async () => {
    try {
      const answer = await calls.createStaff({
        ...form,
        role: Number(form.role) as Role,
        buildingId: form.buildingId || undefined,
      });
      toast.success(answer.message);
      setCreated({ name: answer.data.name, password: form.password });
      setForm(emptyForm());
      void accountsStore.staff.getState().invalidate();
    } catch (error) {
      toast.error(asApiError(error).message);
    }
  };
  const copy = async (password: string) => {
    try {
      await navigator.clipboard.writeText(password);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };
  const text = (key: 'name' | 'email' | 'phone', label: string) => (
    <TextField
      size="small"
      label={label}
      value={form[key]}
      onChange={(e) => set(key)(e.target.value)}
    />
  );
  return (
    <DetailCard title={t.createTitle}>
      <Stack spacing={2}>
        {created && (
          <Alert
            severity="info"
            role="status"
            action={
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  startIcon={<ContentCopy fontSize="small" />}
                  onClick={() => void copy(created.password)}
                >
                  {t.copy}
                </Button>
                <Button size="small" onClick={() => setCreated(null)}>
                  {t.saved}
                </Button>
              </Stack>
            }
          >
            {t.createdPassword(created.name)}{' '}
            <Box component="code" sx={{ fontWeight: 600, userSelect: 'all' }}>
              {created.password}
            </Box>
            <br />
            {t.shownOnce}
          </Alert>
        )}
        {text('name', messages.columns.name)}
        {text('email', messages.columns.email)}
        {text('phone', messages.columns.phone)}
        <TextField
          size="small"
          label={t.password}
          value={form.password}
          helperText={t.passwordHelp}
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title={t.regenerate}>
                    <IconButton
                      size="small"
                      aria-label={t.regenerate}
                      onClick={() => set('password')(generateStaffPassword())}
                    >
                      <Autorenew fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
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

const staffColumns = (onEdit: (row: AccountDetail) => void): GridColDef<AccountDetail>[] => [
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
  {
    field: 'actions',
    hideable: false,
    headerName: messages.columns.actions,
    width: 90,
    sortable: false,
    filterable: false,
    renderCell: ({ row }) => (
      <Tooltip title={messages.actions.edit}>
        <IconButton
          size="small"
          aria-label={`${messages.actions.edit} ${row.name}`}
          onClick={() => onEdit(row)}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
  },
];

/** `/dashboard/staff` (super admin): find a user by phone and set role and building, or create a staff account. */
export function StaffScreen() {
  const [page, setPage] = useState(STAFF_FIRST_PAGE);
  const list = useStaffList(page);
  /** The row the edit action opened, with a count so that editing it again reopens the form. */
  const [editing, setEditing] = useState<{ account: AccountDetail; n: number }>();
  const columns = useMemo(
    () => staffColumns((account) => setEditing((e) => ({ account, n: (e?.n ?? 0) + 1 }))),
    [],
  );
  return (
    <>
      <PageHeader
        title={t.title}
        breadcrumbs={[{ label: messages.breadcrumb.accounts }, { label: t.title }]}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FindAndSet
            key={editing ? `${editing.account._id}:${editing.n}` : 'find'}
            editing={editing?.account}
          />
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
