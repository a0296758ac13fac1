import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import {
  BuildingStatus,
  buildingStatusLabels,
  type BuildingListItem,
} from '@app/buildings-contract';
import {
  confirm,
  FilterPanel,
  ListScreen,
  SearchFilter,
  SelectFilter,
  toast,
  useDialogs,
  useListPage,
} from '@app/ui';
import { can, paths, useAuthStore } from '@app/util-auth';
import { BuildingFormDialog } from '../components/building-form-dialog';
import { buildingList } from '../components/building-filters';
import { BuildingsTable, type BuildingAction } from '../components/buildings-table';
import { messages } from '../messages';
import { deleteBuilding, useBuildingList } from '../store/buildings-store';

/** The choices of the status filter. */
const buildingStatuses = Object.values(BuildingStatus);

const l = messages.list;
const breadcrumbs = [{ label: l.breadcrumb }];

/** `/dashboard/building`: the building list with its text and status filters in the URL. */
export function BuildingListScreen() {
  const { resetFilters, bind, table } = useListPage(buildingList, { useList: useBuildingList });
  const role = useAuthStore((s) => s.user?.role);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const canDelete = can(role, 'deleteBuilding');

  const onAction = async (building: BuildingListItem, action: BuildingAction) => {
    if (action === 'view') {
      void navigate(paths.buildingDetail.replace(':id', building._id));
      return;
    }
    if (!(await confirm({ message: messages.confirmDelete, confirmColor: 'error' }))) return;
    const result = await deleteBuilding(building._id);
    if (result.ok) toast.success(result.message, messages.successTitle);
    else toast.error(result.message);
  };

  const add = async () => {
    const created = await dialogs.open(BuildingFormDialog, undefined);
    if (created) void navigate(paths.buildingDetail.replace(':id', created._id));
  };

  return (
    <ListScreen
      title={l.title}
      breadcrumbs={breadcrumbs}
      actions={
        can(role, 'addBuilding') && (
          <Button variant="contained" onClick={() => void add()}>
            {l.add}
          </Button>
        )
      }
      filters={
        <FilterPanel onReset={resetFilters}>
          <SearchFilter label={l.search} placeholder={l.searchPlaceholder} {...bind('text')} />
          <SelectFilter
            label={l.status}
            values={buildingStatuses}
            labels={buildingStatusLabels}
            allLabel={l.all}
            {...bind('status')}
          />
        </FilterPanel>
      }
    >
      <BuildingsTable {...table} canDelete={canDelete} onAction={onAction} />
    </ListScreen>
  );
}
