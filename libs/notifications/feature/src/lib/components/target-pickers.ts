import type { NamedRef } from '@app/contract';
import {
  buildingFilter,
  openPicker,
  PICKER_PAGE_SIZE,
  type PickerDefinition,
  type PickOptions,
} from '@app/ui-pickers';
import { searchTargets } from '../api/notifications-api';
import { messages } from '../messages';

const m = messages.pickers;

/**
 * The floor and apartment pickers of the send modal (the generic picker modal of ui-pickers, fed
 * by the notifications domain's own target search): rows named "building · floor (· apartment)",
 * filtered by building.
 */
function targetPicker(sendType: 'floor' | 'apartment'): PickerDefinition<NamedRef> {
  return {
    title: sendType === 'floor' ? m.floorTitle : m.apartmentTitle,
    width: 800,
    pageSize: PICKER_PAGE_SIZE,
    columns: [{ field: 'name', headerName: m.name, flex: 1, minWidth: 240, sortable: false }],
    filters: [buildingFilter],
    fetchPage: async (query, signal) => {
      const answer = await searchTargets(
        {
          sendType,
          text: query.searchText || undefined,
          buildingId: query.filters['building'] || undefined,
          page: query.page,
          quantity: query.pageSize,
        },
        signal,
      );
      return { rows: answer.data, total: answer.total };
    },
  };
}

/** Opens the floor or apartment picker; resolves to the chosen ones, or `null` when cancelled. */
export function pickTargets(
  sendType: 'floor' | 'apartment' | string,
  options: PickOptions<NamedRef>,
): Promise<NamedRef[] | null> {
  return openPicker(targetPicker(sendType === 'floor' ? 'floor' : 'apartment'), options);
}
