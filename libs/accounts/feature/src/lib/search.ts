import { accountsPaths, type AccountListAnswer } from '@app/accounts-contract';
import { listSearch } from '@app/data-access-api';
import { forSignedInRole, paths } from '@app/util-auth';
import { generatePath } from 'react-router';
import { messages } from './messages';

/** The command palette's accounts: by name, phone or email; Enter opens the account's page. */
export const accountSearch = listSearch<AccountListAnswer>({
  group: messages.searchGroup,
  route: paths.user,
  path: () => forSignedInRole(accountsPaths.list),
  hit: (account) => ({
    label: account.name,
    detail: [account.phone, account.email].filter(Boolean).join(' · '),
    to: generatePath(paths.userDetail, { id: account._id }),
  }),
});
