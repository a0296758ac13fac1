import { isStaffRole, type AccessTokenClaims } from '@app/contract';

const base64UrlDecode = (segment: string): string => {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/**
 * The claims of an access token, read without verifying it (the server verifies every call).
 * Returns `null` for anything that is not a JWT carrying a staff role.
 */
export const decodeAccessToken = (token: string | null | undefined): AccessTokenClaims | null => {
  if (!token) return null;
  const [, payload] = token.split('.');
  if (!payload) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as Partial<AccessTokenClaims>;
    if (
      typeof claims.sub !== 'string' ||
      typeof claims.role !== 'number' ||
      !isStaffRole(claims.role)
    )
      return null;
    return claims as AccessTokenClaims;
  } catch {
    return null;
  }
};
