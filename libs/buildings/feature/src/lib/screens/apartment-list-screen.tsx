import Button from '@mui/material/Button';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { createContext, memo, useContext, useMemo } from 'react';
import type { Apartment } from '@app/buildings-contract';
import {
  ActionMenu,
  confirm,
  DataTable,
  DebouncedTextField,
  FilterPanel,
  ListScreenLayout,
  PageHeader,
  toast,
  useDialogs,
  useUrlFilters,
} from '@app/ui';
import { paths } from '@app/util-auth';
import { ApartmentFormDialog } from '../components/apartment-form-dialog';
import {
  APARTMENT_PAGE_SIZE,
  apartmentFiltersSchema,
  toApartmentListQuery,
} from '../components/apartment-filters';
import { BuildingFloorSelects } from '../components/residence-selects';
import { messages } from '../messages';
import { deleteApartment, useApartmentList } from '../store/buildings-store';

const t = messages.apartments;
const breadcrumbs = [{ label: t.breadcrumb, to: paths.building }, { label: t.title }];
const noRows: never[] = [];

type Action = 'edit' | 'delete';
const ActionContext = createContext<(row: Apartment, action: Action) => void>(() => undefined);

const ActionsCell = memo(function ActionsCell({ row }: { row: Apartment }) {
  const onAction = useContext(ActionContext);
  return (
    <ActionMenu
      label={`${t.columns.actions} ${row.name}`}
      items={[
        { label: t.edit, onClick: () => onAction(row, 'edit') },
        { label: t.delete, color: 'error', onClick: () => onAction(row, 'delete') },
      ]}
    />
  );
});

type Cell = GridRenderCellParams<Apartment>;
const columns: GridColDef<Apartment>[] = [
  { field: 'name', headerName: t.columns.name, flex: 1, minWidth: 120 },
  {
    field: 'floor',
    headerName: t.columns.floor,
    flex: 1,
    minWidth: 120,
    valueGetter: (_v, row) => row.floor.name,
  },
  {
    field: 'building',
    headerName: t.columns.building,
    flex: 1.5,
    minWidth: 160,
    valueGetter: (_v, row) => row.building.name,
  },
  {
    field: 'actions',
    headerName: t.columns.actions,
    width: 90,
    sortable: false,
    renderCell: ({ row }: Cell) => <ActionsCell row={row} />,
  },
];

/** `/dashboard/apartment`: 'Danh sách căn hộ' with its search, building and floor filters in the URL. */
export function ApartmentListScreen() {
  const { filters, page, setFilters, setPage, resetFilters } =
    useUrlFilters(apartmentFiltersSchema);
  const query = useMemo(() => toApartmentListQuery(filters, page), [filters, page]);
  const list = useApartmentList(query);
  const dialogs = useDialogs();

  const onAction = useMemo(
    () => async (row: Apartment, action: Action) => {
      if (action === 'edit') {
        await dialogs.open(ApartmentFormDialog, { apartment: row });
        return;
      }
      if (!(await confirm({ message: messages.confirmDelete, confirmColor: 'error' }))) return;
      const result = await deleteApartment(row._id);
      if (result.ok) toast.success(result.message, messages.successTitle);
      else toast.error(result.message);
    },
    [dialogs],
  );
  const handler = useMemo(
    () => (row: Apartment, action: Action) => void onAction(row, action),
    [onAction],
  );

  return (
    <>
      <PageHeader
        title={t.title}
        breadcrumbs={breadcrumbs}
        actions={
          <Button variant="contained" onClick={() => void dialogs.open(ApartmentFormDialog, {})}>
            {t.add}
          </Button>
        }
      />
      <ListScreenLayout
        filters={
          <FilterPanel onReset={resetFilters}>
            <DebouncedTextField
              size="small"
              fullWidth
              label={t.search}
              placeholder={t.searchPlaceholder}
              value={filters.text ?? ''}
              onDebouncedChange={(text) => setFilters({ text })}
            />
            <BuildingFloorSelects
              allowAll
              building={filters.building}
              floor={filters.floor}
              onChange={(pair) => setFilters(pair)}
            />
          </FilterPanel>
        }
      >
        <ActionContext.Provider value={handler}>
          <DataTable
            rows={list.data?.data ?? noRows}
            columns={columns}
            rowCount={list.data?.total ?? 0}
            page={page}
            pageSize={APARTMENT_PAGE_SIZE}
            loading={list.loading}
            onPageChange={setPage}
            disableColumnMenu
          />
        </ActionContext.Provider>
      </ListScreenLayout>
    </>
  );
}
