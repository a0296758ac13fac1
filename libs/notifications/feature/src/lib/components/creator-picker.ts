import { roleLabels, type Role } from '@app/contract';
import type { NotificationCreatorRow } from '@app/notifications-contract';
import { openPicker, type PickerDefinition, type PickOptions } from '@app/ui-pickers';
import { searchCreators } from '../api/notifications-api';
import { messages } from '../messages';

const m = messages.pickers;

/** Rows a page of the creator picker (the spec's default page size). */
export const CREATOR_PICKER_PAGE_SIZE = 50;

/**
 * The list's creator filter picker (spec 000 §2 "a user picker"): the generic picker modal of
 * ui-pickers, fed by the accounts that created a notification, i.e. the staff who send them. The
 * filter reads the creator, so these are the only people it can match (audit item 12: the
 * residents' picker it used never matched).
 */
export const creatorPicker: PickerDefinition<NotificationCreatorRow> = {
  title: m.creatorTitle,
  width: 800,
  pageSize: CREATOR_PICKER_PAGE_SIZE,
  columns: [
    { field: 'name', headerName: m.creatorName, flex: 1, minWidth: 160 },
    { field: 'email', headerName: m.creatorEmail, flex: 1, minWidth: 200 },
    {
      field: 'role',
      headerName: m.creatorRole,
      width: 150,
      valueGetter: (_value, row) => roleLabels[row.role as Role] ?? '',
    },
  ],
  fetchPage: async (query, signal) => {
    const answer = await searchCreators(
      { text: query.searchText || undefined, page: query.page, quantity: query.pageSize },
      signal,
    );
    return { rows: answer.data, total: answer.total };
  },
};

/** Opens 'Chọn người tạo'; resolves to the creators chosen, or `null` when cancelled. */
export function pickCreators(
  options: PickOptions<NotificationCreatorRow> = {},
): Promise<NotificationCreatorRow[] | null> {
  return openPicker(creatorPicker, options);
}
