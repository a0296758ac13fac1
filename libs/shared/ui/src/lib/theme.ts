import { createTheme, type Theme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from './color-scheme';
import { viVN as materialViVN } from '@mui/material/locale';
import { viVN as dataGridViVN } from '@mui/x-data-grid/locales';
import { viVN as pickersViVN } from '@mui/x-date-pickers/locales';

/**
 * The console's admin theme, carrying the Vietnamese texts of MUI, the DataGrid and the pickers.
 * Every palette colour carries white text at 4.5:1 or more and reads at 4.5:1 or more as text on
 * white and on the page's grey (issue 30; docs/decisions/accessibility.md): MUI's default warning
 * (#ed6c02, 3.1:1) and info (#0288d1, 3.9:1) and our old secondary (#00897b, 4.3:1) did not.
 */
export const adminTheme = createTheme(
  {
    // Light and dark (issue 30 item 4) as CSS variables: the scheme is the `data-mui-color-scheme`
    // attribute of <html>, set before the first paint by /color-scheme.js from the choice MUI keeps
    // in localStorage ('mui-mode': light, dark or system), so a reload does not flash.
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#1565c0' },
          secondary: { main: '#00796b' },
          warning: { main: '#b54708' },
          info: { main: '#026aa7' },
          background: { default: '#f4f6f8', paper: '#ffffff' },
        },
      },
      // Light tones on a dark grey: each reads at 4.5:1 or more as text on the paper and on the
      // page, and carries dark text at 4.5:1 or more on a status tag (the contrast threshold makes
      // MUI pick the dark text).
      dark: {
        palette: {
          contrastThreshold: 4.5,
          primary: { main: '#90caf9' },
          secondary: { main: '#80cbc4' },
          success: { main: '#81c784' },
          warning: { main: '#ffb74d' },
          error: { main: '#f48a80' },
          info: { main: '#81d4fa' },
          background: { default: '#121417', paper: '#1c1f24' },
        },
      },
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
            color: (theme.vars ?? theme).palette.action.active,
            cursor: 'pointer',
            '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
            '&:focus-visible': {
              outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
            },
            '&.cell-button-primary': { color: (theme.vars ?? theme).palette.primary.main },
            '& svg': { width: 18, height: 18, fill: 'currentColor' },
          },
          // The keyboard's focus, visible on everything that takes it (WCAG 2.4.7): a 2 px ring in
          // the primary colour (5.7:1 on white, 5.3:1 on the page's grey). MUI's own focus tint
          // (a faint grey on list items and menu items) stays under it.
          // (`html` first: a component's own `outline: 0` has a class's weight and may come later.)
          'html :focus-visible': {
            outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
            outlineOffset: 2,
          },
          // Inside a list, a menu or a grid cell the ring is drawn inside the item, so that
          // a neighbour or the scroll container does not cut it.
          'html .MuiListItemButton-root:focus-visible, html .MuiMenuItem-root:focus-visible, html .MuiDataGrid-root :focus-visible':
            { outlineOffset: -2 },
          // Text fields show their focus with their own border; a ring around them would double it.
          'html .MuiInputBase-input:focus-visible': { outline: 'none' },
        }),
      },
      // A disabled field's helper text says why it is disabled: it must be readable (4.5:1).
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '&.Mui-disabled': { color: (theme.vars ?? theme).palette.text.secondary },
          }),
        },
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
  // The DataGrid's viVN leaves some texts in English (the displayed rows, worded as MUI's own viVN
  // does; the column menu's name; the empty-columns overlay) and words others oddly ('Danh mục'
  // for the column menu, 'Tích vào ô trống' for the checkbox column): ours, issue 30.
  {
    components: {
      MuiDataGrid: {
        defaultProps: {
          localeText: {
            columnMenuLabel: 'Menu cột',
            columnMenuAriaLabel: (columnName: string) => `Menu cột ${columnName}`,
            noColumnsOverlayLabel: 'Không có cột nào',
            noColumnsOverlayManageColumns: 'Chọn cột',
            columnsManagementDeleteIconLabel: 'Xóa',
            columnsManagementShowHideAllText: 'Hiện/ẩn tất cả',
            checkboxSelectionHeaderName: 'Chọn hàng',
            paginationRowsPerPage: 'Số dòng mỗi trang:',
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
