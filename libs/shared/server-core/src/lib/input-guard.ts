import fp from 'fastify-plugin';
import { controlCharactersMessage } from '@app/contract';
import { badRequest, coreMessages } from './errors';

/** Where in a parsed input the first NUL character is (`shopNote`, `items.2.name`), or null. */
export function findNul(input: unknown): string | null {
  const stack: Array<[unknown, string]> = [[input, '']];
  while (stack.length) {
    const [value, at] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return at;
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const path = at ? `${at}.${key}` : key;
        if (key.includes('\u0000')) return path;
        stack.push([child, path]);
      }
    }
  }
  return null;
}

/**
 * Refuses a NUL character anywhere in the path parameters, the query or a JSON body with 400,
 * before any route sees it. PostgreSQL cannot store NUL in text (error 22021); the contract's
 * string schemas refuse it (and the other control characters) field by field, and this guard
 * keeps a route whose schema forgot it from ever sending one to the database.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const at = findNul(part);
        if (at !== null) {
          const message = `${coreMessages.badRequest}${at ? ` (${at})` : ''}: ${controlCharactersMessage}`;
          throw badRequest(message, { errors: [{ path: at, message: controlCharactersMessage }] });
        }
      }
    });
  },
  { name: 'app-input-guard' },
);
