/**
 * The field a server 400 names: its message reads 'Dữ liệu không hợp lệ (field): message' or
 * 'message (field)'. `undefined` when it names none of `fields`.
 */
export function fieldOfError<F extends string>(
  message: string,
  fields: readonly F[],
): { field: F; message: string } | undefined {
  const match = /\(([\w.]+)\)/.exec(message);
  const field = match?.[1]?.split('.')[0] as F | undefined;
  if (!field || !fields.includes(field)) return undefined;
  const text = message.includes('): ')
    ? message.slice(message.indexOf('): ') + 3)
    : message.replace(match![0], '').trim();
  return { field, message: text };
}
