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

/** A picker Date → its calendar day 'YYYY-MM-DD' ('' when cleared, undefined while half typed). */
function fromPickerDate(date: Date | null): string | undefined {
  if (date === null) return '';
  return isValid(date) ? format(date, 'yyyy-MM-dd') : undefined;
}

/** The two pickers of {@link DateRangeFilter}, loaded with it on demand (the default export). */
export default function DateRangeFields({
  startDate,
  endDate,
  onStart,
  onEnd,
}: DateRangeFieldsProps) {
  const slotProps = {
    textField: { size: 'small', fullWidth: true },
    field: { clearable: true },
  } as const;
  return (
    <DateLocalization>
      {/* One above the other: side by side, 'DD-MM-YYYY' does not fit a filter panel's width. */}
      <Stack spacing={1.5} sx={{ pt: 0.5 }}>
        <DatePicker
          label={uiMessages.dateFrom}
          format="dd-MM-yyyy"
          value={toPickerDate(startDate)}
          onChange={(date) => {
            const next = fromPickerDate(date);
            if (next !== undefined) onStart(next);
          }}
          slotProps={slotProps}
        />
        <DatePicker
          label={uiMessages.dateTo}
          format="dd-MM-yyyy"
          value={toPickerDate(endDate)}
          onChange={(date) => {
            const next = fromPickerDate(date);
            if (next !== undefined) onEnd(next);
          }}
          minDate={toPickerDate(startDate) ?? undefined}
          slotProps={slotProps}
        />
      </Stack>
    </DateLocalization>
  );
}
