import {
  lazy,
  memo,
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type DateInput,
  type DatePresetKey,
  datePresets,
  listDatePresetKeys,
  matchDatePreset,
} from '@app/util-format';
import { uiMessages } from '../messages';
import { useAfterIdle } from '../when-idle';
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
  /**
   * A preset is under the pointer or in focus: its range, so that the list can be asked for before
   * the click (`useListPage`'s `preview`).
   */
  onPreview?: (value: { startDate: string; endDate: string }) => void;
}

/** The pickers and date-fns load after first paint (about 60 KB gzip); the presets work at once. */
const DateRangeFields = lazy(() => import('./date-range-fields'));

/**
 * The pickers' code (about 90 ms of evaluation and rendering on a slow machine) waits until the
 * browser has been idle once after the first commit, so that the list's rows are on screen first
 * instead of delayed by it (issue 31; docs/decisions/console.md).
 */
const PICKERS_IDLE = { timeout: 2000, fallback: 200 };

/** 'YYYY-MM-DD' → 'DD-MM-YYYY', for the fields shown while the pickers load. */
const shown = (ymd: string) => (ymd ? ymd.split('-').reverse().join('-') : '');

/** What stands in for the pickers while they load: the same two fields, read-only. */
function LoadingFields({ startDate, endDate }: { startDate: string; endDate: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ pt: 0.5 }}>
      {[
        [uiMessages.dateFrom, startDate],
        [uiMessages.dateTo, endDate],
      ].map(([label, value]) => (
        <TextField
          key={label}
          size="small"
          fullWidth
          disabled
          label={label}
          value={shown(value!)}
        />
      ))}
    </Stack>
  );
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
export const DateRangeFilter = memo(function DateRangeFilter({
  value,
  onChange,
  label = uiMessages.dateRange,
  presets = listDatePresetKeys,
  now,
  onPreview,
}: DateRangeFilterProps) {
  const startDate = value.startDate ?? '';
  const endDate = value.endDate ?? '';
  const active = matchDatePreset({ startDate, endDate }, now, presets);
  const pickers = useAfterIdle(PICKERS_IDLE);
  // The fields show a new range in a render of their own, a transition started once the range's
  // own render has committed: the two pickers (some 280 components, which MUI X renders twice for a
  // new value) no longer stand between a preset's click and its rows, and the rows' answer, which
  // is urgent, interrupts them (React's transitions yield to it). Not `useDeferredValue`: the URL's
  // change is itself a transition (the router's), in which a deferred value is the new one at once.
  const [fields, setFields] = useState({ startDate, endDate });
  useEffect(() => {
    startTransition(() =>
      setFields((f) =>
        f.startDate === startDate && f.endDate === endDate ? f : { startDate, endDate },
      ),
    );
  }, [startDate, endDate]);
  const fieldsStart = fields.startDate;
  const fieldsEnd = fields.endDate;

  // Stable handlers (the pickers are memoised) that read the latest range.
  const latest = useRef({ startDate, endDate, onChange });
  useLayoutEffect(() => {
    latest.current = { startDate, endDate, onChange };
  });
  const changeStart = useCallback((next: string) => {
    const { endDate: end, onChange: change } = latest.current;
    change({ startDate: next, endDate: next && end && end < next ? next : end });
  }, []);
  const changeEnd = useCallback((next: string) => {
    const { startDate: start, onChange: change } = latest.current;
    change({ startDate: next && start && start > next ? next : start, endDate: next });
  }, []);

  return (
    <FilterField label={label} wide>
      {pickers ? (
        <Suspense fallback={<LoadingFields startDate={fieldsStart} endDate={fieldsEnd} />}>
          <DateRangeFields
            startDate={fieldsStart}
            endDate={fieldsEnd}
            onStart={changeStart}
            onEnd={changeEnd}
          />
        </Suspense>
      ) : (
        <LoadingFields startDate={fieldsStart} endDate={fieldsEnd} />
      )}
      <Stack
        direction="row"
        role="group"
        aria-label={uiMessages.datePresets}
        sx={{ flexWrap: 'wrap', gap: 0.5 }}
      >
        {presets.map((key) => (
          <Button
            key={key}
            size="small"
            variant={active === key ? 'contained' : 'outlined'}
            aria-pressed={active === key}
            onClick={() => onChange(datePresets[key].range(now))}
            onPointerEnter={onPreview && (() => onPreview(datePresets[key].range(now)))}
            onFocus={onPreview && (() => onPreview(datePresets[key].range(now)))}
            sx={{ minWidth: 0, px: 1 }}
          >
            {datePresets[key].label}
          </Button>
        ))}
      </Stack>
    </FilterField>
  );
});
