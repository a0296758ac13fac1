import pino, { type DestinationStream, type Logger } from 'pino';
import { errorLogSerializer } from '@app/server-core';

/**
 * The server's logger: JSON lines, errors through {@link errorLogSerializer} so that a failed
 * query's bound values (a new account's password hash, a token's hash) never reach the log.
 */
export function createLogger(level: string, destination: DestinationStream): Logger {
  return pino({ level, serializers: { err: errorLogSerializer } }, destination);
}
