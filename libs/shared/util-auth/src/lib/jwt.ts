import { decodeJwt } from 'jose';
import { isStaffRole, type AccessTokenClaims } from '@app/contract';

/**
 * The claims of an access token, read without verifying it (the server verifies every call).
 * Returns `null` for anything that is not a JWT carrying a staff role.
 */
export const decodeAccessToken = (token: string | null | undefined): AccessTokenClaims | null => {
  if (!token) return null;
  let claims: Partial<AccessTokenClaims>;
  try {
    claims = decodeJwt(token) as Partial<AccessTokenClaims>;
  } catch {
    return null;
  }
  if (
    typeof claims.sub !== 'string' ||
    typeof claims.role !== 'number' ||
    !isStaffRole(claims.role)
  )
    return null;
  return claims as AccessTokenClaims;
};
