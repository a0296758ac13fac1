import type { GridColDef } from '@mui/x-data-grid';
import type { Apartment } from '@app/buildings-contract';
import {
  confirmRemove,
  DataTable,
  ListFilterPanel,
  listFilterControls,
  ListScreen,
  rowActions,
  searchControl,
  useDialogs,
  useListPage,
  valueColumn,
} from '@app/ui';
import { paths } from '@app/util-auth';
import { ApartmentFormDialog } from '../components/apartment-form-dialog';
import { apartmentList } from '../components/apartment-filters';
import { BuildingFloorSelects } from '../components/residence-selects';
import { messages } from '../messages';
import { deleteApartment, useApartmentList } from '../store/buildings-store';

const t = messages.apartments;
const breadcrumbs = [{ label: t.breadcrumb, to: paths.building }, { label: t.title }];
const filterControls = listFilterControls(apartmentList, {
  text: searchControl(t.search, t.searchPlaceholder),
});

type Action = 'edit' | 'delete';
const actions = rowActions<Apartment, Action>({
  headerName: t.columns.actions,
  items: () => [
    { label: t.edit, action: 'edit' },
    { label: t.delete, color: 'error', action: 'delete' },
  ],
});

const columns: GridColDef<Apartment>[] = [
  { field: 'name', headerName: t.columns.name, flex: 1, minWidth: 120 },
  valueColumn('floor', t.columns.floor, (row) => row.floor.name, { minWidth: 120 }),
  valueColumn('building', t.columns.building, (row) => row.building.name, {
    flex: 1.5,
    minWidth: 160,
  }),
  actions.column,
];

/** `/dashboard/apartment`: 'Danh sách căn hộ' with its search, building and floor filters in the URL. */
export function ApartmentListScreen() {
  const page = useListPage(apartmentList, { useList: useApartmentList });
  const { filters, setFilters } = page;
  const dialogs = useDialogs();

  const onAction = async (row: Apartment, action: Action) => {
    if (action === 'edit') {
      await dialogs.open(ApartmentFormDialog, { apartment: row });
      return;
    }
    await confirmRemove(
      messages.confirmDelete,
      () => deleteApartment(row._id),
      messages.successTitle,
    );
  };

  return (
    <ListScreen
      title={t.title}
      breadcrumbs={breadcrumbs}
      add={{ label: t.add, onClick: () => void dialogs.open(ApartmentFormDialog, {}) }}
      filters={
        <ListFilterPanel page={page} controls={filterControls}>
          <BuildingFloorSelects
            allowAll
            building={filters.building}
            floor={filters.floor}
            onChange={(pair) => setFilters(pair)}
          />
        </ListFilterPanel>
      }
    >
      <actions.Provider onAction={onAction}>
        <DataTable {...page.table} columns={columns} disableColumnMenu />
      </actions.Provider>
    </ListScreen>
  );
}
