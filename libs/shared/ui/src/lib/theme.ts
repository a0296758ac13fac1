import { createTheme, type Theme } from '@mui/material/styles';
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
      // `.cell-button` (see `CellButton`): global, so that a row's kebab button draws the same in
      // a table, on a card or on the building page's floor map.
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          '.cell-button': {
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
            width: 30,
            height: 30,
            padding: 0,
            border: 0,
            borderRadius: '50%',
            backgroundColor: 'transparent',
            color: theme.palette.action.active,
            cursor: 'pointer',
            '&:hover': { backgroundColor: theme.palette.action.hover },
            '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
            '&.cell-button-primary': { color: theme.palette.primary.main },
            '& svg': { width: 18, height: 18, fill: 'currentColor' },
          },
        }),
      },
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
