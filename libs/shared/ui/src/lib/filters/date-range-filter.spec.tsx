import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../testing/render';
import { DateRangeFilter, type DateRangeValue } from './date-range-filter';

// 2026-11-21 06:30 in Vietnam.
const now = new Date('2026-11-20T23:30:00Z');

function Harness({
  initial = {},
  onChange,
}: {
  initial?: DateRangeValue;
  onChange: (v: DateRangeValue) => void;
}) {
  const [value, setValue] = useState<DateRangeValue>(initial);
  return (
    <DateRangeFilter
      now={now}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('<DateRangeFilter />', () => {
  it('shows the chosen days at once, then the pickers when they have loaded', async () => {
    renderWithUi(
      <Harness initial={{ startDate: '2026-11-01', endDate: '2026-11-21' }} onChange={jest.fn()} />,
    );
    expect(screen.getByRole('textbox', { name: 'Từ ngày' })).toHaveValue('01-11-2026');
    expect(screen.getByRole('textbox', { name: 'Đến ngày' })).toHaveValue('21-11-2026');
    expect(await screen.findByRole('group', { name: 'Từ ngày' })).toBeInTheDocument();
  });

  it('offers the five presets of the list screens', async () => {
    renderWithUi(<Harness onChange={jest.fn()} />);
    await screen.findByRole('group', { name: 'Từ ngày' });
    const presets = screen.getByRole('group', { name: 'Chọn nhanh' });
    expect(Array.from(presets.querySelectorAll('button')).map((b) => b.textContent)).toEqual([
      'Hôm nay',
      'Hôm qua',
      '7 ngày qua',
      '30 ngày qua',
      '60 ngày qua',
    ]);
  });

  // The Vietnam days of a preset, and the two days the pickers show then.
  it.each([
    ['7 ngày qua', '2026-11-15', '2026-11-21', ['15-11-2026', '21-11-2026']],
    ['Hôm qua', '2026-11-20', '2026-11-20', ['20-11-2026', '20-11-2026']],
  ])(
    'sets the Vietnam-day range of %s and shows it as DD-MM-YYYY',
    async (preset, startDate, endDate, shown) => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      renderWithUi(<Harness onChange={onChange} />);
      await user.click(screen.getByRole('button', { name: preset }));
      expect(onChange).toHaveBeenLastCalledWith({ startDate, endDate });
      for (const day of new Set(shown))
        expect(screen.getAllByDisplayValue(day)).toHaveLength(
          shown.filter((d) => d === day).length,
        );
      expect(screen.getByRole('button', { name: preset })).toHaveAttribute('aria-pressed', 'true');
    },
  );

  it('shows a range from the URL at once, then in both pickers once the browser is idle', async () => {
    renderWithUi(
      <Harness initial={{ startDate: '2026-11-01', endDate: '2026-11-30' }} onChange={jest.fn()} />,
    );
    expect(screen.getByDisplayValue('01-11-2026')).toBeDisabled();
    expect(await screen.findByRole('group', { name: 'Từ ngày' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('01-11-2026')).toBeInTheDocument();
    expect(screen.getByDisplayValue('30-11-2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hôm nay' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('<DateRangeFilter /> typed days', () => {
  async function typeStart(keys: string) {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithUi(<Harness onChange={onChange} />);
    const from = await screen.findByRole('group', { name: 'Từ ngày' });
    await user.click(within(from).getAllByRole('spinbutton')[0]);
    await user.keyboard(keys);
    return onChange;
  }

  it('sends no day outside 2000-2099, which the API refuses, nor the years typed on the way', async () => {
    // Typing 1999 passes through the years 0001 and 0019: none is a filter.
    expect(await typeStart('01011999')).not.toHaveBeenCalled();
  });

  it('sends a typed day of the API years once it is whole', async () => {
    const onChange = await typeStart('01012000');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2000-01-01', endDate: '' });
  });
});
