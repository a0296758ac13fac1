import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { vi } from 'date-fns/locale/vi';
import { adminTheme } from './theme';
import { ToastHost } from './toast/toast-host';
import { ConfirmHost } from './confirm/confirm-host';

/**
 * The root of every screen: the admin theme with the Vietnamese locales of MUI, the DataGrid and
 * the date pickers, date-fns `vi` for the pickers, CssBaseline, and the hosts that show `toast.*`
 * and `confirm()`. Mount it once, above the router.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={adminTheme}>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={vi}>
        <CssBaseline />
        {children}
        <ToastHost />
        <ConfirmHost />
      </LocalizationProvider>
    </ThemeProvider>
  );
}
