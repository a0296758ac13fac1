import { useNavigate } from 'react-router';
import {
  BuildingStatus,
  buildingStatusLabels,
  type BuildingListItem,
} from '@app/buildings-contract';
import {
  confirmRemove,
  ListFilterPanel,
  listFilterControls,
  ListScreen,
  searchControl,
  selectControl,
  useDialogs,
  useListPage,
} from '@app/ui';
import { can, paths, useAuthStore } from '@app/util-auth';
import { BuildingFormDialog } from '../components/building-form-dialog';
import { buildingList } from '../components/building-filters';
import { BuildingsTable, type BuildingAction } from '../components/buildings-table';
import { messages } from '../messages';
import { deleteBuilding, useBuildingList } from '../store/buildings-store';
import { buildingsExport } from '../api/buildings-api';

/** The choices of the status filter. */
const buildingStatuses = Object.values(BuildingStatus);

const l = messages.list;
const breadcrumbs = [{ label: l.breadcrumb }];
const filterControls = listFilterControls(buildingList, {
  text: searchControl(l.search, l.searchPlaceholder),
  status: selectControl(l.status, buildingStatuses, buildingStatusLabels, l.all),
});

/** `/dashboard/building`: the building list with its text and status filters in the URL. */
export function BuildingListScreen() {
  const page = useListPage(buildingList, { useList: useBuildingList });
  const role = useAuthStore((s) => s.user?.role);
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const canDelete = can(role, 'deleteBuilding');

  const onAction = async (building: BuildingListItem, action: BuildingAction) => {
    if (action === 'view') {
      void navigate(paths.buildingDetail.replace(':id', building._id));
      return;
    }
    await confirmRemove(
      messages.confirmDelete,
      () => deleteBuilding(building._id),
      messages.successTitle,
    );
  };

  const add = async () => {
    const created = await dialogs.open(BuildingFormDialog, undefined);
    if (created) void navigate(paths.buildingDetail.replace(':id', created._id));
  };

  return (
    <ListScreen
      exportFrom={buildingsExport(page.query)}
      title={l.title}
      breadcrumbs={breadcrumbs}
      add={can(role, 'addBuilding') ? { label: l.add, onClick: () => void add() } : undefined}
      filters={<ListFilterPanel page={page} controls={filterControls} />}
    >
      <BuildingsTable {...page.table} canDelete={canDelete} onAction={onAction} />
    </ListScreen>
  );
}
