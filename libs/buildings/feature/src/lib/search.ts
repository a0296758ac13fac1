import type { RecordSearch } from '@app/data-access-api';
import { paths } from '@app/util-auth';
import { generatePath } from 'react-router';
import { searchBuildings } from './api/buildings-api';
import { messages } from './messages';

/** The command palette's buildings: by name, address or investor; Enter opens the building's page. */
export const buildingSearch: RecordSearch = {
  group: messages.searchGroup,
  route: paths.building,
  search: async (text, signal) =>
    (await searchBuildings(text, signal)).data.map((building) => ({
      id: building._id,
      label: building.name,
      detail: building.address,
      to: generatePath(paths.buildingDetail, { id: building._id }),
    })),
};
