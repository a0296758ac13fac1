import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AccessTokenClaims } from '@app/contract';

const ALG = 'HS256';

export type AccessTokenPayload = Omit<AccessTokenClaims, 'iat' | 'exp'>;

const keyCache = new Map<string, Uint8Array>();
const keyOf = (secret: string) => {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
};

/** Signs a short-lived access token (HS256) carrying the account id, session id and role. */
export async function signAccessToken(
  payload: AccessTokenPayload,
  secret: string,
  ttlSeconds: number,
  now: Date = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const { sub, ...claims } = payload;
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(keyOf(secret));
}

export type VerifyResult =
  | { ok: true; claims: AccessTokenClaims }
  | { ok: false; reason: 'expired' | 'invalid' };

/** Verifies an access token: expired and invalid (forged, malformed) are told apart. */
export async function verifyAccessToken(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALG] });
    if (typeof payload.sub !== 'string' || typeof payload['sid'] !== 'string' || typeof payload['role'] !== 'number') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: payload as unknown as AccessTokenClaims };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}

/** A random opaque token (refresh tokens, reset links), URL-safe. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Tokens are stored hashed: a database leak does not leak usable tokens. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
