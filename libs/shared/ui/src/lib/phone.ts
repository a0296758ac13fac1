import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * The phone layout's query: below MUI's `sm` (600 px), where lists are cards, filters a bottom
 * sheet and dialogs full-screen (docs/decisions/accessibility.md, "Phones").
 */
export const phoneQuery = (theme: Theme) => theme.breakpoints.down('sm');

/**
 * Whether the window is a phone's (below 600 px). Read at the first render (`noSsr`), so that a
 * phone never draws the desktop table first.
 */
export const usePhone = (): boolean => useMediaQuery(phoneQuery, { noSsr: true });
