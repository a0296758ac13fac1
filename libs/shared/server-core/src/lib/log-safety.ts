/** Keys of an error that carry a query's bound values (Drizzle's `params`, pg's `parameters`). */
const valueKeys = new Set(['params', 'parameters']);
/** Drizzle writes the bound values into its message: `Failed query: <sql>\nparams: <values>`. */
const paramsInText = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

const scrub = (text: unknown) =>
  typeof text === 'string' ? text.replace(paramsInText, '\nparams: [not logged]') : text;

/**
 * The log serializer of errors: type, message, stack, code and other fields, and the cause chain,
 * but never the bound values of a failed query (they hold passwords' hashes, tokens' hashes and
 * whatever a client sent). Give it to pino as `serializers: { err: errorLogSerializer }`.
 */
export function errorLogSerializer(err: unknown, depth = 0): unknown {
  if (!err || typeof err !== 'object') return err;
  const source = err as Record<string, unknown> & Partial<Error>;
  const out: Record<string, unknown> = {
    type: source.constructor?.name ?? 'Error',
    message: scrub(source.message),
    stack: scrub(source.stack),
  };
  for (const [key, value] of Object.entries(source)) {
    if (valueKeys.has(key) || key === 'cause' || key in out) continue;
    out[key] = typeof value === 'string' ? scrub(value) : value;
  }
  if (source.cause && depth < 4) out['cause'] = errorLogSerializer(source.cause, depth + 1);
  return out;
}
