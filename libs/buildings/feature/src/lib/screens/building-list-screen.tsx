import Button from '@mui/material/Button';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  BuildingStatus,
  buildingStatusLabels,
  type BuildingListItem,
} from '@app/buildings-contract';
import {
  confirm,
  DebouncedTextField,
  FilterPanel,
  ListScreenLayout,
  PageHeader,
  toast,
  useDialogs,
  useUrlFilters,
  SelectFilter,
} from '@app/ui';
import { can, paths, useAuthStore } from '@app/util-auth';
import { BuildingFormDialog } from '../components/building-form-dialog';
import {
  BUILDING_PAGE_SIZE,
  buildingFiltersSchema,
  toBuildingListQuery,
} from '../components/building-filters';
import { BuildingsTable, type BuildingAction } from '../components/buildings-table';
import { messages } from '../messages';
import { deleteBuilding, useBuildingList } from '../store/buildings-store';

/** The choices of the status filter. */
const buildingStatuses = Object.values(BuildingStatus);

const l = messages.list;
const breadcrumbs = [{ label: l.breadcrumb }];
const noRows: never[] = [];

/** `/dashboard/building`: the building list with its text and status filters in the URL. */
export function BuildingListScreen() {
  const { filters, page, setFilters, setPage, resetFilters } = useUrlFilters(buildingFiltersSchema);
  const query = useMemo(() => toBuildingListQuery(filters, page), [filters, page]);
  const list = useBuildingList(query);
  const role = useAuthStore((s) => s.user?.role);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const canDelete = can(role, 'deleteBuilding');

  const runAction = useCallback(
    async (building: BuildingListItem, action: BuildingAction) => {
      if (action === 'view') {
        void navigate(paths.buildingDetail.replace(':id', building._id));
        return;
      }
      if (!(await confirm({ message: messages.confirmDelete, confirmColor: 'error' }))) return;
      const result = await deleteBuilding(building._id);
      if (result.ok) toast.success(result.message, messages.successTitle);
      else toast.error(result.message);
    },
    [navigate],
  );
  const onAction = useCallback(
    (building: BuildingListItem, action: BuildingAction) => void runAction(building, action),
    [runAction],
  );

  const add = async () => {
    const created = await dialogs.open(BuildingFormDialog, undefined);
    if (created) void navigate(paths.buildingDetail.replace(':id', created._id));
  };

  return (
    <>
      <PageHeader
        title={l.title}
        breadcrumbs={breadcrumbs}
        actions={
          can(role, 'addBuilding') && (
            <Button variant="contained" onClick={() => void add()}>
              {l.add}
            </Button>
          )
        }
      />
      <ListScreenLayout
        filters={
          <FilterPanel onReset={resetFilters}>
            <DebouncedTextField
              size="small"
              fullWidth
              label={l.search}
              placeholder={l.searchPlaceholder}
              value={filters.text ?? ''}
              onDebouncedChange={(text) => setFilters({ text })}
            />
            <SelectFilter
              label={l.status}
              values={buildingStatuses}
              labels={buildingStatusLabels}
              allLabel={l.all}
              value={filters.status}
              onChange={(status) => setFilters({ status })}
            />
          </FilterPanel>
        }
      >
        <BuildingsTable
          rows={list.data?.data ?? noRows}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={BUILDING_PAGE_SIZE}
          loading={list.loading}
          canDelete={canDelete}
          onPageChange={setPage}
          onAction={onAction}
        />
      </ListScreenLayout>
    </>
  );
}
