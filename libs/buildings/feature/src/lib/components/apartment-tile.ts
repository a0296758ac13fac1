import type { FloorApartment } from '@app/buildings-contract';
import { menuFilters, paths } from '@app/util-auth';

export type TileKind = 'empty' | 'members' | 'pending';

/** Orange while someone waits for approval, else green with members, else grey. */
export const tileKind = (a: FloorApartment): TileKind =>
  a.pendingCount > 0 ? 'pending' : a.members > 0 ? 'members' : 'empty';

export const tileColors: Record<TileKind, { bg: string; border: string; text: string }> = {
  empty: { bg: '#f5f5f5', border: '#bdbdbd', text: '#616161' },
  members: { bg: '#e8f5e9', border: '#2e7d32', text: '#1b5e20' },
  pending: { bg: '#fff3e0', border: '#ef6c00', text: '#a64500' },
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
