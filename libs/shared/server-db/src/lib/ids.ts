import { randomBytes } from 'node:crypto';

/**
 * A new 24-hex-character id, shaped like a MongoDB ObjectId: 4 bytes of Unix seconds then 8 random bytes.
 * Ids sort roughly by creation time, which keeps btree inserts append-mostly.
 */
export function newId(date: Date = new Date()): string {
  const seconds = Math.floor(date.getTime() / 1000) >>> 0;
  return seconds.toString(16).padStart(8, '0') + randomBytes(8).toString('hex');
}

/** Matches a 24-hex-character id. */
export const idPattern = /^[0-9a-f]{24}$/;
