import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { signAccessToken, verifyAccessToken, type AccessTokenPayload } from './tokens';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const payload: AccessTokenPayload = {
  sub: '0123456789abcdef01234567',
  sid: '89abcdef0123456789abcdef',
  role: 0,
  name: 'Nguyễn Quản Trị',
  email: 'superadmin@example.com',
  avatar: null,
  buildings: [],
};

describe('access tokens', () => {
  it('verifies a token it signed and reads its claims', async () => {
    const token = await signAccessToken(payload, secret, 900);
    const result = await verifyAccessToken(token, secret);
    expect(result).toEqual({
      ok: true,
      claims: expect.objectContaining({ ...payload, exp: expect.any(Number) }),
    });
  });

  it('tells an expired token from a forged one', async () => {
    const old = await signAccessToken(payload, secret, 60, new Date(Date.now() - 3600_000));
    expect(await verifyAccessToken(old, secret)).toEqual({ ok: false, reason: 'expired' });
    const other = await signAccessToken(payload, 'another-secret-of-thirty-two-chars!!', 900);
    expect(await verifyAccessToken(other, secret)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token it verified before once it expires, and only for the secret that signed it', async () => {
    const signedAt = new Date();
    const token = await signAccessToken(payload, secret, 60, signedAt);
    expect((await verifyAccessToken(token, secret, signedAt)).ok).toBe(true);
    // The second check is answered from memory: the same claims, the expiry still applied.
    expect((await verifyAccessToken(token, secret, new Date(signedAt.getTime() + 59_000))).ok).toBe(
      true,
    );
    expect(await verifyAccessToken(token, secret, new Date(signedAt.getTime() + 60_000))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(
      await verifyAccessToken(token, 'another-secret-of-thirty-two-chars!!', signedAt),
    ).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, body, signature] = (await signAccessToken(payload, secret, 900)).split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 8 })).toString('base64url');
    expect(await verifyAccessToken(`${header}.${promoted}.${signature}`, secret)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses "none" and other algorithms, even with a matching HMAC', async () => {
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...payload, exp: 9e9 })).toString('base64url')}.`;
    expect(await verifyAccessToken(none, secret)).toEqual({ ok: false, reason: 'invalid' });
    const header = Buffer.from('{"alg":"HS512","typ":"JWT"}').toString('base64url');
    const body = Buffer.from(JSON.stringify({ ...payload, exp: 9e9 })).toString('base64url');
    const sig = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
    expect(await verifyAccessToken(`${header}.${body}.${sig}`, secret)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses malformed tokens and tokens without the claims it needs', async () => {
    for (const bad of ['', 'a.b', 'a.b.c', '...', 'not a token']) {
      expect(await verifyAccessToken(bad, secret)).toEqual({ ok: false, reason: 'invalid' });
    }
    const noSid = await new SignJWT({ role: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await verifyAccessToken(noSid, secret)).toEqual({ ok: false, reason: 'invalid' });
    const noExpiry = await new SignJWT({ sid: payload.sid, role: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .sign(new TextEncoder().encode(secret));
    expect(await verifyAccessToken(noExpiry, secret)).toEqual({ ok: false, reason: 'invalid' });
  });
});
