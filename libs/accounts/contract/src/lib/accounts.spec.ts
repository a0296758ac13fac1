import { accountVerifyState } from './accounts';

describe('accounts contract', () => {
  it('derives the verify state of an account from its apartment and flag', () => {
    expect(accountVerifyState({ verify: false, apartmentId: null })).toBe(0);
    expect(accountVerifyState({ verify: false, apartmentId: 'a' })).toBe(1);
    expect(accountVerifyState({ verify: true, apartmentId: 'a' })).toBe(2);
  });
});
