/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%*-_+=?';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

/** A uniformly random index below `n` from the browser's CSPRNG (rejection sampling: no bias). */
function randomBelow(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return buffer[0]! % n;
  }
}

const pick = (chars: string) => chars[randomBelow(chars.length)]!;

/**
 * A new staff member's first password (audit finding 19): 16 characters from the CSPRNG, at least
 * one of each kind (lower, upper, digit, symbol), in random order. Shown once to the super admin;
 * the server makes the staff member change it at the first sign-in.
 */
export function generateStaffPassword(length = 16): string {
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
