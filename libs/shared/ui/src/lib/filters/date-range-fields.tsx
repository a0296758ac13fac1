import { memo, useState } from 'react';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { isApiDate } from '@app/util-format';
import { uiMessages } from '../messages';
import { DateLocalization } from './date-localization';

export interface DateRangeFieldsProps {
  startDate: string;
  endDate: string;
  /** A new start day 'YYYY-MM-DD', or '' when cleared. */
  onStart: (ymd: string) => void;
  /** A new end day 'YYYY-MM-DD', or '' when cleared. */
  onEnd: (ymd: string) => void;
}

/** 'YYYY-MM-DD' → a picker Date at local midnight of that calendar day. */
function toPickerDate(ymd: string): Date | null {
  if (!ymd || !isApiDate(ymd)) return null;
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/**
 * The days the API takes (`API_YEARS` of the shared contract, which this UI library does not import):
 * 01-01-2000 to 31-12-2099. The pickers offer no other, and a typed day outside is not sent.
 */
const firstDay = new Date(2000, 0, 1);
const lastDay = new Date(2099, 11, 31);

/**
 * A picker Date → its calendar day 'YYYY-MM-DD' ('' when cleared); undefined while half typed or
 * outside the API's years (typing '1999' passes through 0001 and 0019, which are not sent either).
 */
function fromPickerDate(date: Date | null): string | undefined {
  if (date === null) return '';
  if (!isValid(date) || date < firstDay || date > lastDay) return undefined;
  return format(date, 'yyyy-MM-dd');
}

/**
 * A picker's value: the day of the filter, or what is being typed while it is not (yet) a day the API
 * takes. A controlled picker whose value does not follow its onChange puts back the sections typed
 * so far, so the typed value is held here; a new day from outside (a preset, the URL) replaces it.
 */
function useTypedDay(ymd: string, onDay: (ymd: string) => void) {
  const [typed, setTyped] = useState<{ from: string; date: Date | null }>({
    from: ymd,
    date: toPickerDate(ymd),
  });
  const shown = typed.from === ymd ? typed.date : toPickerDate(ymd);
  if (typed.from !== ymd) setTyped({ from: ymd, date: shown });
  const onChange = (date: Date | null) => {
    setTyped({ from: ymd, date });
    const next = fromPickerDate(date);
    if (next !== undefined && next !== ymd) onDay(next);
  };
  return [shown, onChange] as const;
}

/**
 * The two pickers of {@link DateRangeFilter}, loaded with it on demand (the default export);
 * memoised: the filter hands them stable handlers, so they render only when a day changes.
 */
export default memo(function DateRangeFields({
  startDate,
  endDate,
  onStart,
  onEnd,
}: DateRangeFieldsProps) {
  const [start, onStartChange] = useTypedDay(startDate, onStart);
  const [end, onEndChange] = useTypedDay(endDate, onEnd);
  const slotProps = {
    textField: { size: 'small', fullWidth: true },
    field: { clearable: true },
  } as const;
  return (
    <DateLocalization>
      {/* Side by side: the filter bar gives a date range a wide slot ('filter-wide'). */}
      <Stack direction="row" spacing={1} sx={{ pt: 0.5 }}>
        <DatePicker
          label={uiMessages.dateFrom}
          format="dd-MM-yyyy"
          value={start}
          onChange={onStartChange}
          minDate={firstDay}
          maxDate={lastDay}
          slotProps={slotProps}
        />
        <DatePicker
          label={uiMessages.dateTo}
          format="dd-MM-yyyy"
          value={end}
          onChange={onEndChange}
          minDate={toPickerDate(startDate) ?? firstDay}
          maxDate={lastDay}
          slotProps={slotProps}
        />
      </Stack>
    </DateLocalization>
  );
});
