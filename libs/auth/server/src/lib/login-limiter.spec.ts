import { LoginLimiter } from './login-limiter';

describe('LoginLimiter', () => {
  it('refuses after the maximum of failures for one identifier and address, until the window passes', () => {
    const limiter = new LoginLimiter(3, 60_000);
    for (let i = 0; i < 3; i++) limiter.recordFailure('a@example.com', '1.1.1.1', 1_000 + i);
    expect(limiter.retryAfterMs('A@example.com ', '1.1.1.1', 2_000)).toBe(1_000 + 60_000 - 2_000);
    expect(limiter.retryAfterMs('a@example.com', '2.2.2.2', 2_000)).toBe(0);
    expect(limiter.retryAfterMs('a@example.com', '1.1.1.1', 61_001)).toBe(0);
  });

  it('forgets the failures of an identifier after a success', () => {
    const limiter = new LoginLimiter(2, 60_000);
    limiter.recordFailure('a', 'ip', 0);
    limiter.recordSuccess('a', 'ip');
    limiter.recordFailure('a', 'ip', 1);
    expect(limiter.retryAfterMs('a', 'ip', 2)).toBe(0);
  });

  it('limits one address spraying many identifiers', () => {
    const limiter = new LoginLimiter(2, 60_000);
    for (let i = 0; i < 8; i++) limiter.recordFailure(`user${i}`, 'ip', i);
    expect(limiter.retryAfterMs('someone-else', 'ip', 10)).toBeGreaterThan(0);
  });
});
