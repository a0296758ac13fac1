/**
 * `{_id, name}` of a joined record, or null when the row has no reference; a missing name (the
 * referenced row is gone) reads as ''.
 */
export const namedRef = (id: string | null, name: string | null) =>
  id ? { _id: id, name: name ?? '' } : null;
