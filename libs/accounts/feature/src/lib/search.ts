import type { RecordSearch } from '@app/data-access-api';
import { paths } from '@app/util-auth';
import { generatePath } from 'react-router';
import { searchAccounts } from './api/accounts-api';
import { messages } from './messages';

/** The command palette's accounts: by name, phone or email; Enter opens the account's page. */
export const accountSearch: RecordSearch = {
  group: messages.searchGroup,
  route: paths.user,
  search: async (text, signal) =>
    (await searchAccounts(text, signal)).data.map((account) => ({
      id: account._id,
      label: account.name,
      detail: [account.phone, account.email].filter(Boolean).join(' · '),
      to: generatePath(paths.userDetail, { id: account._id }),
    })),
};
