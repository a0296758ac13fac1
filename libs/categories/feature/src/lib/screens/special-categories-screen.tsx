import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { generatePath, useNavigate } from 'react-router';
import type { SpecialCategory } from '@app/categories-contract';
import {
  confirm,
  DataTable,
  FilterField,
  ListFilterPanel,
  listFilterControls,
  ListScreen,
  rowActions,
  searchControl,
  StatusTag,
  toast,
  useDialogs,
  useListPage,
} from '@app/ui';
import { paths } from '@app/util-auth';
import { SpecialCategoryCreateDialog } from '../components/special-category-create-dialog';
import { specialCategoryList } from '../components/special-category-filters';
import { TimeRangeTag, WeekdayTags } from '../components/schedule-tags';
import { messages } from '../messages';
import {
  addSpecialCategory,
  removeSpecialCategory,
  setSpecialStatus,
  useSpecialCategories,
} from '../store/categories-store';
import { specialCategoriesExport } from '../api/categories-api';

const m = messages.special;
const breadcrumbs = m.breadcrumb.map((label) => ({ label }));
const filterControls = listFilterControls(specialCategoryList, {
  text: searchControl(m.search, m.searchPlaceholder),
});

const report = (result: { ok: boolean; message: string }) =>
  result.ok
    ? toast.success(result.message, messages.success)
    : toast.error(result.message, messages.failure);

type Action = 'view' | 'delete';
const actions = rowActions<SpecialCategory, Action>({
  headerName: m.columns.actions,
  // The menu keeps its default name, 'Thao tác'.
  label: () => undefined,
  items: () => [
    { label: m.view, action: 'view' },
    { label: m.delete, color: 'error', action: 'delete' },
  ],
});

const columns: GridColDef<SpecialCategory>[] = [
  {
    field: 'name',
    headerName: m.columns.name,
    flex: 1,
    minWidth: 220,
    sortable: false,
    renderCell: ({ row }) => (
      <div className="cell-lines">
        <div className="cell-primary">
          {row.name}
          {row.liveNow ? (
            <span style={{ marginLeft: 8 }} title={m.liveNowHint}>
              <StatusTag label={m.liveNow} color="success" />
            </span>
          ) : null}
        </div>
        <div className="cell-secondary">{row.key}</div>
      </div>
    ),
  },
  {
    field: 'week',
    headerName: m.columns.week,
    width: 280,
    sortable: false,
    renderCell: ({ row }) => <WeekdayTags week={row.scheduleDetail?.week} />,
  },
  {
    field: 'time',
    headerName: m.columns.time,
    width: 150,
    sortable: false,
    renderCell: ({ row }) => <TimeRangeTag schedule={row.scheduleDetail} />,
  },
  {
    field: 'active',
    headerName: m.columns.active,
    width: 110,
    sortable: false,
    renderCell: ({ row }) => (
      <Switch
        checked={row.active}
        onChange={() => void setSpecialStatus(row._id, !row.active).then(report)}
        slotProps={{ input: { 'aria-label': m.activeSwitch(row.name) } }}
      />
    ),
  },
  actions.column,
];

/** `/dashboard/special-category`: search, status filter, paged list, add modal. */
export function SpecialCategoriesScreen() {
  const page = useListPage(specialCategoryList, { useList: useSpecialCategories });
  const { filters, setFilters } = page;
  const dialogs = useDialogs();
  const navigate = useNavigate();

  const onAction = async (row: SpecialCategory, action: Action) => {
    if (action === 'view') {
      void navigate(generatePath(paths.specialCategoryDetail, { id: row._id }));
      return;
    }
    if (await confirm({ message: m.confirmDelete(row.name) }))
      report(await removeSpecialCategory(row._id));
  };

  const openCreate = async () => {
    const saved = await dialogs.open(SpecialCategoryCreateDialog, {
      submit: async (input) => {
        const result = await addSpecialCategory(input);
        if (!result.ok) return result.message;
        toast.success(result.message, messages.success);
        void navigate(generatePath(paths.specialCategoryDetail, { id: result.id }));
        return null;
      },
    });
    return saved;
  };

  const status = filters.active === undefined ? '' : String(filters.active);
  return (
    <ListScreen
      exportFrom={specialCategoriesExport(page.query)}
      title={m.title}
      breadcrumbs={breadcrumbs}
      add={{ label: m.add, onClick: () => void openCreate() }}
      filters={
        <ListFilterPanel page={page} controls={filterControls}>
          <FilterField label={m.status}>
            <TextField
              select
              size="small"
              fullWidth
              value={status}
              onChange={(e) =>
                setFilters({
                  active: e.target.value === '' ? undefined : e.target.value === 'true',
                })
              }
              slotProps={{
                select: { displayEmpty: true, inputProps: { 'aria-label': m.status } },
              }}
            >
              <MenuItem value="">{m.statusAll}</MenuItem>
              <MenuItem value="true">{m.statusActive}</MenuItem>
              <MenuItem value="false">{m.statusInactive}</MenuItem>
            </TextField>
          </FilterField>
        </ListFilterPanel>
      }
    >
      <actions.Provider onAction={onAction}>
        <DataTable {...page.table} columns={columns} aria-label={m.title} />
      </actions.Provider>
    </ListScreen>
  );
}
