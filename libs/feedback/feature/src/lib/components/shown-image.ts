import { IMAGE_URL_PREFIX, storedImageNamePattern } from '@app/contract';

/**
 * Whether an image URL is one of our uploads, served by `origin`: a path under
 * {@link IMAGE_URL_PREFIX}, relative or absolute on that origin. Anything else (another host, a
 * protocol-relative `//host/…`, credentials in the URL) is not ours.
 */
export function isOwnImageUrl(url: string, origin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return false;
  }
  return (
    parsed.origin === origin &&
    !parsed.username &&
    !parsed.password &&
    parsed.pathname.startsWith(IMAGE_URL_PREFIX) &&
    storedImageNamePattern.test(parsed.pathname.slice(IMAGE_URL_PREFIX.length))
  );
}

/**
 * Whether the console may load an image the residents' app wrote: only our own uploads. Loading
 * one from another host would tell that host the staff member's address (the CSP blocks it too).
 */
export const isShownImage = (url: string) => isOwnImageUrl(url, window.location.origin);
