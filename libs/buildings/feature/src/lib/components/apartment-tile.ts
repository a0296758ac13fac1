import type { FloorApartment } from '@app/buildings-contract';
import { menuFilters, paths } from '@app/util-auth';

export type TileKind = 'empty' | 'members' | 'pending';

/** Orange while someone waits for approval, else green with members, else grey. */
export const tileKind = (a: FloorApartment): TileKind =>
  a.pendingCount > 0 ? 'pending' : a.members > 0 ? 'members' : 'empty';

interface TileColors {
  bg: string;
  border: string;
  text: string;
}

export const tileColors: Record<TileKind, TileColors> = {
  empty: { bg: '#f5f5f5', border: '#bdbdbd', text: '#616161' },
  members: { bg: '#e8f5e9', border: '#2e7d32', text: '#1b5e20' },
  pending: { bg: '#fff3e0', border: '#ef6c00', text: '#a64500' },
};

/** The same on the dark scheme: dark tints, light text (7:1 and more). */
export const darkTileColors: Record<TileKind, TileColors> = {
  empty: { bg: '#2a2d32', border: '#757575', text: '#c4c4c4' },
  members: { bg: '#1e3a24', border: '#66bb6a', text: '#a5d6a7' },
  pending: { bg: '#3d2a12', border: '#ffa726', text: '#ffcc80' },
};

/**
 * Where a tile leads: the account list filtered by the apartment (`building`, `floor`,
 * `apartment`, the accounts contract's names) and, for an orange tile, the pending verify state
 * (`menuFilters.pendingAccounts`, as the menu's 'Tài khoản chờ duyệt'); a green tile shows the verified members
 * (`menuFilters.verifiedAccounts`); a grey one the apartment's accounts (none yet). docs/decisions.md, Buildings.
 */
export function tileHref(buildingId: string, floorId: string, a: FloorApartment): string {
  const query = new URLSearchParams({ building: buildingId, floor: floorId, apartment: a._id });
  const kind = tileKind(a);
  const verify =
    kind === 'pending'
      ? menuFilters.pendingAccounts
      : kind === 'members'
        ? menuFilters.verifiedAccounts
        : '';
  return `${paths.user}?${query.toString()}${verify ? `&${verify}` : ''}`;
}
