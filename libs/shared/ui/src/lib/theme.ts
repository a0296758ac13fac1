import { createTheme } from '@mui/material/styles';
import { viVN as materialViVN } from '@mui/material/locale';
import { viVN as dataGridViVN } from '@mui/x-data-grid/locales';
import { viVN as pickersViVN } from '@mui/x-date-pickers/locales';

/** The console's admin theme, carrying the Vietnamese texts of MUI, the DataGrid and the pickers. */
export const adminTheme = createTheme(
  {
    palette: {
      mode: 'light',
      primary: { main: '#1565c0' },
      secondary: { main: '#00897b' },
      background: { default: '#f4f6f8', paper: '#ffffff' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.5rem', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiPaper: {
        defaultProps: { elevation: 0 },
        styleOverrides: { root: { backgroundImage: 'none' } },
      },
      MuiTextField: { defaultProps: { size: 'small' } },
      MuiSelect: { defaultProps: { size: 'small' } },
      MuiFormControl: { defaultProps: { size: 'small' } },
    },
  },
  materialViVN,
  dataGridViVN,
  pickersViVN,
  // The DataGrid's viVN leaves the displayed-rows text in English; word it as MUI's own viVN does.
  {
    components: {
      MuiDataGrid: {
        defaultProps: {
          localeText: {
            paginationDisplayedRows: ({
              from,
              to,
              count,
            }: {
              from: number;
              to: number;
              count: number;
            }) =>
              `${from.toLocaleString('vi-VN')}–${to.toLocaleString('vi-VN')} trong ${
                count !== -1
                  ? count.toLocaleString('vi-VN')
                  : `nhiều hơn ${to.toLocaleString('vi-VN')}`
              }`,
          },
        },
      },
    },
  },
);
