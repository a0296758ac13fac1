import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { type DateInput, type DatePresetKey, datePresets, isApiDate, listDatePresetKeys, matchDatePreset } from '@app/util-format';
import { uiMessages } from '../messages';
import { FilterField } from './filter-panel';

/** A range of days as the API takes them; an empty string or undefined end is open. */
export interface DateRangeValue {
  startDate?: string;
  endDate?: string;
}

export interface DateRangeFilterProps {
  value: DateRangeValue;
  /** Called with both ends at once ('' for a cleared end). */
  onChange: (value: { startDate: string; endDate: string }) => void;
  /** Caption of the group; 'Khoảng thời gian' by default. */
  label?: string;
  /** Preset buttons; Hôm nay, Hôm qua, 7, 30 and 60 ngày qua by default. */
  presets?: readonly DatePresetKey[];
  /** "Now" for the presets (tests); the current instant by default. */
  now?: DateInput;
}

/** 'YYYY-MM-DD' → a picker Date at local midnight of that calendar day. */
function toPickerDate(ymd: string | undefined): Date | null {
  if (!ymd || !isApiDate(ymd)) return null;
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** A picker Date → its calendar day 'YYYY-MM-DD' ('' when cleared, undefined while half typed). */
function fromPickerDate(date: Date | null): string | undefined {
  if (date === null) return '';
  return isValid(date) ? format(date, 'yyyy-MM-dd') : undefined;
}

/**
 * Two date pickers ('Từ ngày', 'Đến ngày', shown DD-MM-YYYY) and the preset buttons of the list
 * screens. The value is a pair of `YYYY-MM-DD` Vietnam days, as the API takes them; the presets
 * compute them on the Vietnam day, whatever the browser's time zone. Picking a start after the
 * end (or the reverse) moves the other end along.
 *
 * @example
 * <DateRangeFilter
 *   value={{ startDate: filters.startDate, endDate: filters.endDate }}
 *   onChange={(range) => setFilters(range)}
 * />
 */
export function DateRangeFilter({ value, onChange, label = uiMessages.dateRange, presets = listDatePresetKeys, now }: DateRangeFilterProps) {
  const startDate = value.startDate ?? '';
  const endDate = value.endDate ?? '';
  const active = matchDatePreset({ startDate, endDate }, now, presets);

  const changeStart = (date: Date | null) => {
    const next = fromPickerDate(date);
    if (next === undefined) return;
    onChange({ startDate: next, endDate: next && endDate && endDate < next ? next : endDate });
  };
  const changeEnd = (date: Date | null) => {
    const next = fromPickerDate(date);
    if (next === undefined) return;
    onChange({ startDate: next && startDate && startDate > next ? next : startDate, endDate: next });
  };

  return (
    <FilterField label={label}>
      {/* One above the other: side by side, 'DD-MM-YYYY' does not fit a filter panel's width. */}
      <Stack spacing={1.5} sx={{ pt: 0.5 }}>
        <DatePicker
          label={uiMessages.dateFrom}
          format="dd-MM-yyyy"
          value={toPickerDate(startDate)}
          onChange={changeStart}
          slotProps={{ textField: { size: 'small', fullWidth: true }, field: { clearable: true } }}
        />
        <DatePicker
          label={uiMessages.dateTo}
          format="dd-MM-yyyy"
          value={toPickerDate(endDate)}
          onChange={changeEnd}
          minDate={toPickerDate(startDate) ?? undefined}
          slotProps={{ textField: { size: 'small', fullWidth: true }, field: { clearable: true } }}
        />
      </Stack>
      <Stack direction="row" role="group" aria-label={uiMessages.datePresets} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {presets.map((key) => (
          <Button
            key={key}
            size="small"
            variant={active === key ? 'contained' : 'outlined'}
            aria-pressed={active === key}
            onClick={() => onChange(datePresets[key].range(now))}
            sx={{ minWidth: 0, px: 1 }}
          >
            {datePresets[key].label}
          </Button>
        ))}
      </Stack>
    </FilterField>
  );
}
