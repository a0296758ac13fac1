import { screen } from '@testing-library/react';
import { useTheme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateLocalization } from './filters/date-localization';
import { renderWithUi } from './testing/render';

function ThemeProbe() {
  const theme = useTheme();
  const grid = theme.components as Record<
    string,
    { defaultProps?: { localeText?: Record<string, unknown> } }
  >;
  return <span>{String(grid.MuiDataGrid?.defaultProps?.localeText?.noRowsLabel)}</span>;
}

describe('<UiProvider />', () => {
  it('carries the Vietnamese DataGrid texts in its theme', () => {
    renderWithUi(<ThemeProbe />);
    expect(screen.getByText('Không có dữ liệu')).toBeInTheDocument();
  });

  it('gives the date pickers, inside DateLocalization, date-fns vi and the Vietnamese picker texts', () => {
    renderWithUi(
      <DateLocalization>
        <DatePicker
          label="Ngày"
          format="dd-MM-yyyy"
          value={new Date(2026, 10, 21)}
          onChange={() => undefined}
        />
      </DateLocalization>,
    );
    expect(screen.getByRole('group', { name: 'Ngày' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('21-11-2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /chọn ngày/i })).toBeInTheDocument();
  });
});
