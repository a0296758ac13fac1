import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { vi } from 'date-fns/locale/vi';

/**
 * date-fns with the `vi` locale for the MUI X date pickers inside it (their Vietnamese texts come
 * from the theme). Not part of UiProvider: the pickers and date-fns weigh about 60 KB gzip, so a
 * screen loads them with its date fields, not with the shell.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={vi}>
      {children}
    </LocalizationProvider>
  );
}
