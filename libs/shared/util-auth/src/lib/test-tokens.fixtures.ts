import { Role, type AccessTokenClaims } from '@app/contract';

const b64url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/** An unsigned JWT with the given claims (the console never verifies signatures). */
export const makeToken = (claims: Partial<AccessTokenClaims> = {}): string => {
  const payload: AccessTokenClaims = {
    sub: '0123456789abcdef01234567',
    sid: 'session-1',
    role: Role.SUPER_ADMIN,
    name: 'Nguyễn Văn Quản',
    email: 'superadmin@example.com',
    avatar: null,
    buildings: [],
    iat: 1_700_000_000,
    exp: 4_000_000_000,
    ...claims,
  };
  return `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.signature`;
};
