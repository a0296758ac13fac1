import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError, type ApiError } from '@app/data-access-api';

/** One entry of a 400 answer's `errors[]`: the dotted path of the refused input ('payment.unpaidReason') and why. */
export interface ServerFieldError {
  path: string;
  message: string;
}

const isFieldError = (entry: unknown): entry is ServerFieldError =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as ServerFieldError).path === 'string' &&
  typeof (entry as ServerFieldError).message === 'string';

/**
 * The fields a refused input names: the structured `errors[]` of a 400 answer (the API's error
 * shape, `{message, errors: [{path, message}]}`); none for any other error. Never read from the
 * message text.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isApiError(error) || error.status !== 400) return [];
  const errors = (error.data as { errors?: unknown } | null | undefined)?.errors;
  return Array.isArray(errors) ? errors.filter(isFieldError) : [];
}

/** A server path belongs to a form field when it is the field, lies inside it, or ends with it (the body nests it). */
const belongsTo = (path: string, field: string) =>
  path === field || path.startsWith(`${field}.`) || path.endsWith(`.${field}`);

/**
 * Shows a 400's field errors under the form's own fields (react-hook-form's `setError`): each
 * `errors[].path` goes to the one of `fields` it belongs to, the first message of a field wins.
 * Resolves whether any field got one: when none did, the caller shows the error's message where it
 * shows the others (a toast, an alert above the form).
 *
 * @example
 * const result = await save(values);
 * if (!result.ok && !applyServerErrors(form.setError, result.error, ['name', 'phone'])) toast.error(result.message);
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: ApiError | unknown,
  fields: readonly FieldPath<T>[],
): boolean {
  const marked = new Set<string>();
  for (const { path, message } of serverFieldErrors(error)) {
    const field = fields.find((name) => belongsTo(path, name));
    if (!field || marked.has(field)) continue;
    marked.add(field);
    setError(field, { type: 'server', message }, { shouldFocus: marked.size === 1 });
  }
  return marked.size > 0;
}
