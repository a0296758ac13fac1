import Stack from '@mui/material/Stack';
import type { SpecialCategory } from '@app/categories-contract';
import { StatusTag } from '@app/ui';
import { messages } from '../messages';

/** The weekday tags of a schedule (Sunday 0 shown last, as a Vietnamese week reads). */
export function WeekdayTags({ week }: { week: number[] | undefined }) {
  if (!week)
    return <StatusTag label={messages.special.noSchedule} color="default" variant="outlined" />;
  const ordered = [...week].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {ordered.map((d) => (
        <StatusTag key={d} label={messages.weekdays[d]} color="primary" variant="outlined" />
      ))}
    </Stack>
  );
}

/** The time range tag: 'HH:mm - HH:mm', or 'Cả ngày'. */
export function TimeRangeTag({ schedule }: { schedule: SpecialCategory['scheduleDetail'] }) {
  if (!schedule) return null;
  const label =
    schedule.startTime && schedule.endTime
      ? `${schedule.startTime} - ${schedule.endTime}`
      : messages.special.allDay;
  return <StatusTag label={label} color="info" />;
}
