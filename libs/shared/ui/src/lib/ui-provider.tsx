import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { adminTheme } from './theme';
import { COLOR_SCHEME_STORAGE_KEY } from './color-scheme';
import { ToastHost } from './toast/toast-host';
import { ConfirmHost } from './confirm/confirm-host';
import { DialogsProvider } from './dialogs/dialogs';

/**
 * The root of every screen: the admin theme with the Vietnamese locales of MUI, the DataGrid and
 * the date pickers, CssBaseline, the dialogs of `useDialogs()` and the hosts that show `toast.*`
 * and `confirm()`. Mount it once: the console's dashboard shell does, inside the router, so that
 * dialogs can use links. Date pickers also need {@link DateLocalization} (date-fns `vi`), which
 * screens load with their date fields.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={adminTheme}
      defaultMode="system"
      modeStorageKey={COLOR_SCHEME_STORAGE_KEY}
      disableTransitionOnChange
    >
      <CssBaseline />
      <DialogsProvider>{children}</DialogsProvider>
      <ToastHost />
      <ConfirmHost />
    </ThemeProvider>
  );
}
