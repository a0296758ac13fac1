/**
 * A list query as the URL's search parameters, the one way every feature sends its filters: an
 * empty filter is no filter (`undefined`, `null`, and text that is blank once trimmed are left
 * out), text is trimmed, and an array becomes repeated parameters (`status=1&status=2`), as the
 * server reads them.
 *
 * @example
 * api.get(path, { searchParams: searchParamsOf({ text: ' Lan ', status: [1, 2], page: 1 }) });
 * // text=Lan&status=1&status=2&page=1
 */
export function searchParamsOf(query: object): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one === undefined || one === null) continue;
      const text = String(one).trim();
      if (text !== '') out.append(key, text);
    }
  }
  return out;
}
