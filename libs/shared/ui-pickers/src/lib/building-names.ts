import { useMemo } from 'react';
import { api, createQueryStore, useQuery } from '@app/data-access-api';
import { pickerPaths } from '@app/contract';
import { forSignedInRole } from '@app/util-auth';

/**
 * `GET /api/v1.1/admin/building/{id}` (operator twin for an operator): the building's name. A
 * refusal is not shown: the chip keeps the end of the id (the list itself says what is wrong).
 */
export async function getBuildingName(id: string, signal?: AbortSignal): Promise<string> {
  const answer = await api
    .get(`${forSignedInRole(pickerPaths.buildings)}/${encodeURIComponent(id)}`, {
      signal,
      context: { notify: false },
    })
    .json<{ data: { name: string } }>();
  return answer.data.name;
}

const buildingNames = createQueryStore({ fetch: getBuildingName, staleTime: 5 * 60_000 });

/**
 * The names for a building filter's chip: `known` (the buildings picked in this visit), plus the
 * name of `id` asked from the server when `known` lacks it (a reloaded or shared URL holds only
 * the id).
 *
 * @example
 * const names = useBuildingNames(filters.buildingId, picked);
 * <PickedFilter ids={one(filters.buildingId)} names={names} ... />
 */
export function useBuildingNames(
  id: string | undefined,
  known: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  const missing = id && !known[id] ? id : null;
  const { data } = useQuery(buildingNames, missing);
  return useMemo(
    () => (missing && data ? { ...known, [missing]: data } : known),
    [known, missing, data],
  );
}

/** Forgets the names asked for (tests). */
export const resetBuildingNames = () => buildingNames.getState().reset();
