import { badRequest, conflict, notFound } from './errors';

/** Why a repository did not do what was asked: the record is not there (or not the caller's), the current state refuses it, or the input does. */
export type Refusal =
  | {
      ok: false;
      reason: 'not-found';
      /** Names what is missing; else the route's message. */ message?: string;
    }
  | { ok: false; reason: 'conflict' | 'invalid'; message: string };

/**
 * What a repository method answers instead of throwing HTTP errors: the value, or a refusal. The
 * route chooses the status (`orThrow`).
 */
export type Result<T> = { ok: true; value: T } | Refusal;

export const found = <T>(value: T): Result<T> => ({ ok: true, value });
export const missing: Refusal = { ok: false, reason: 'not-found' };
/** Not found, naming what (a batch's missing members): the route answers 404 with this message. */
export const missingWith = (message: string): Refusal => ({
  ok: false,
  reason: 'not-found',
  message,
});
export const refused = (reason: 'conflict' | 'invalid', message: string): Refusal => ({
  ok: false,
  reason,
  message,
});

/**
 * The route's side of a result: its value, or the error its refusal answers: 404 with the
 * refusal's message or `notFoundMessage`, 409 or 400 with the refusal's message.
 *
 * @example
 * return { data: orThrow(await repo.detail(id, scope), ordersMessages.orderNotFound) };
 */
export function orThrow<T>(result: Result<T>, notFoundMessage: string): T {
  if (result.ok) return result.value;
  if (result.reason === 'not-found') throw notFound(result.message ?? notFoundMessage);
  throw result.reason === 'conflict' ? conflict(result.message) : badRequest(result.message);
}
