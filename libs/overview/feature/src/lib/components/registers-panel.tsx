import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { useMemo, useState } from 'react';
import { DateLocalization } from '@app/ui';
import { messages } from '../messages';
import { useRegisters } from '../store/overview-store';
import { RegistersChart } from './charts';
import { HiddenTable } from './hidden-table';
import {
  currentMonth,
  matchPreset,
  monthLabel,
  presetRange,
  rangePresets,
  toDays,
  type MonthRange,
  type RangePreset,
} from './registers-range';

const asDate = (ym: string) => new Date(Number(ym.slice(0, 4)), Number(ym.slice(5, 7)) - 1, 1);
const fromDate = (date: Date | null) =>
  date && isValid(date) ? format(date, 'yyyy-MM') : undefined;

/**
 * The registrations per month: presets, a month picker (MM-YYYY) at each end that cannot pick the
 * future, and the line chart (spec 001 sections 2 and 9).
 */
export function RegistersPanel() {
  const [range, setRange] = useState<MonthRange>(() => presetRange('last12'));
  const days = useMemo(() => toDays(range), [range]);
  const registers = useRegisters(days);
  const months = registers.data?.data ?? [];
  const preset = matchPreset(range);
  // The last month offered is this Vietnam month. Not `disableFuture`: it reads the browser's
  // clock, which in the first hours of a Vietnam month may still be in the month before.
  const maxMonth = asDate(currentMonth());

  const setFrom = (from: string) => setRange((r) => ({ from, to: r.to < from ? from : r.to }));
  const setTo = (to: string) => setRange((r) => ({ from: r.from > to ? to : r.from, to }));
  /** A month picker (MM-YYYY) of one end of the range; a month after this one is not taken. */
  const monthPicker = (label: string, month: string, set: (month: string) => void) => (
    <DatePicker
      label={label}
      views={['year', 'month']}
      openTo="month"
      format="MM-yyyy"
      maxDate={maxMonth}
      value={asDate(month)}
      onChange={(d) => {
        const ym = fromDate(d);
        if (ym && ym <= currentMonth()) set(ym);
      }}
      slotProps={{ textField: { size: 'small', sx: { width: 150 } } }}
    />
  );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label={messages.registers.presets}
          value={preset ?? null}
          onChange={(_, next: RangePreset | null) => next && setRange(presetRange(next))}
        >
          {rangePresets.map((p) => (
            <ToggleButton key={p} value={p}>
              {messages.registers[p]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateLocalization>
          <Stack direction="row" spacing={1}>
            {monthPicker(messages.registers.from, range.from, setFrom)}
            {monthPicker(messages.registers.to, range.to, setTo)}
          </Stack>
        </DateLocalization>
      </Stack>
      <Box sx={{ height: 300, position: 'relative' }} aria-busy={registers.loading}>
        <RegistersChart months={months} />
        <HiddenTable
          caption={messages.registers.title}
          head={[messages.registers.month, messages.registers.total]}
          rows={months.map((m) => [monthLabel(m.month), m.total])}
        />
      </Box>
    </Stack>
  );
}
