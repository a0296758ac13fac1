import { createCipheriv, createDecipheriv, createHash, randomBytes, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
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

/** The verifying key, imported once per secret (importing it on each call costs more than the check). */
const verifyKeys = new Map<string, Promise<webcrypto.CryptoKey>>();
const verifyKeyOf = (secret: string): Promise<webcrypto.CryptoKey> => {
  let key = verifyKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      keyOf(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    verifyKeys.set(secret, key);
  }
  return key;
};

/**
 * Tokens whose signature and claims were verified, per secret: a console sends the same token with
 * every request for its whole lifetime, and checking the HMAC again each time (WebCrypto, async)
 * cost an eighth of a list request's CPU. Keyed by the whole token, so a changed byte is a miss
 * and is verified; only accepted tokens are kept, and their expiry is still checked on every use.
 */
const verifiedTokens = new Map<string, LRUCache<string, AccessTokenClaims>>();
const VERIFIED_TOKENS_KEPT = 10_000;
const verifiedOf = (secret: string) => {
  let cache = verifiedTokens.get(secret);
  if (!cache) {
    cache = new LRUCache({ max: VERIFIED_TOKENS_KEPT });
    verifiedTokens.set(secret, cache);
  }
  return cache;
};

/**
 * Verifies an access token (HS256, signed by {@link signAccessToken}) with `jose`: expired and
 * invalid (forged, malformed, another algorithm, missing claims) are told apart. A token verified
 * before is read from memory; it is refused as expired on the same second `jose` would refuse it.
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date = new Date(),
): Promise<VerifyResult> {
  const verified = verifiedOf(secret);
  const known = verified.get(token);
  if (known) {
    if (known.exp <= Math.floor(now.getTime() / 1000)) {
      verified.delete(token);
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, claims: known };
  }
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, await verifyKeyOf(secret), {
      algorithms: [ALG],
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    }));
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
  if (
    typeof claims.sub !== 'string' ||
    typeof claims['sid'] !== 'string' ||
    typeof claims['role'] !== 'number'
  ) {
    return { ok: false, reason: 'invalid' };
  }
  const accepted = Object.freeze(claims) as unknown as AccessTokenClaims;
  verified.set(token, accepted);
  return { ok: true, claims: accepted };
}

/** A random opaque token (refresh tokens, reset links), URL-safe. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Tokens are stored hashed: a database leak does not leak usable tokens. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The key that seals what only the holder of `token` may read; not derivable from its stored hash. */
const sealKeyOf = (token: string) =>
  createHash('sha256').update('refresh-successor\u0000').update(token).digest();

/**
 * Encrypts `text` (AES-256-GCM) under a key derived from a token: whoever presents the token can
 * open it, a reader of the database (which holds only the token's SHA-256) cannot.
 */
export function sealFor(token: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKeyOf(token), iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** Opens what {@link sealFor} sealed with the same token; null when it does not open. */
export function openWith(token: string, sealed: string): string | null {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKeyOf(token), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
