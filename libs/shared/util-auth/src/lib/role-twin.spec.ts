import { Role } from '@app/contract';
import { useAuthStore } from './auth-store';
import { forSignedInRole } from './role-twin';

type Claims = NonNullable<ReturnType<typeof useAuthStore.getState>['user']>;
const signIn = (role: Role | null) =>
  useAuthStore.setState({ user: role === null ? null : ({ role } as Claims) });

describe('forSignedInRole', () => {
  const twin = { admin: '/api/v1.1/admin/floor', operator: '/api/v1.1/operator/floor' };

  it('gives an operator the twin and every other staff role the admin path', () => {
    signIn(Role.OPERATOR);
    expect(forSignedInRole(twin)).toBe(twin.operator);
    for (const role of [Role.SUPER_ADMIN, Role.ADMIN]) {
      signIn(role);
      expect(forSignedInRole(twin)).toBe(twin.admin);
    }
  });

  it('gives the admin path when no one is signed in (the server refuses it)', () => {
    signIn(null);
    expect(forSignedInRole(twin)).toBe(twin.admin);
  });
});
