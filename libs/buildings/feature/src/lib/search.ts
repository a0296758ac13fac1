import { buildingsPaths, type BuildingListAnswer } from '@app/buildings-contract';
import { listSearch } from '@app/data-access-api';
import { forSignedInRole, paths } from '@app/util-auth';
import { generatePath } from 'react-router';
import { messages } from './messages';

/** The command palette's buildings: by name, address or investor; Enter opens the building's page. */
export const buildingSearch = listSearch<BuildingListAnswer>({
  group: messages.searchGroup,
  route: paths.building,
  path: () => forSignedInRole(buildingsPaths.buildings),
  hit: (building) => ({
    label: building.name,
    detail: building.address,
    to: generatePath(paths.buildingDetail, { id: building._id }),
  }),
});
