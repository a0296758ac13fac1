/**
 * Light or dark (issue 30 item 4). MUI's ThemeProvider keeps the person's choice in localStorage
 * under {@link COLOR_SCHEME_STORAGE_KEY} ('light', 'dark' or 'system', the default) and writes the
 * scheme in use to `<html data-mui-color-scheme>`. The console's `public/color-scheme.js` (a file
 * of our origin: the CSP allows no inline script) reads the same key and writes the same attribute
 * before the first paint, so a reload never flashes the other scheme. Keep the three in step.
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme';
export const COLOR_SCHEME_STORAGE_KEY = 'mui-mode';
export type ColorSchemeMode = 'light' | 'dark' | 'system';
