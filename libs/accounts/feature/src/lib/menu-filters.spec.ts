import { VerifyState } from '@app/accounts-contract';
import { menuFilters } from '@app/util-auth';

describe('the shared menu filters that open the account list', () => {
  it('are written with this contract’s verify states', () => {
    expect(menuFilters.pendingAccounts).toBe(`verify=${VerifyState.PENDING}`);
    expect(menuFilters.verifiedAccounts).toBe(`verify=${VerifyState.ACTIVE}`);
  });
});
