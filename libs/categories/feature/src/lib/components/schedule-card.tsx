import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid } from 'date-fns';
import { useState } from 'react';
import {
  scheduleInputSchema,
  type ScheduleDetailValues,
  type SpecialCategory,
  ScheduleDateFormat,
} from '@app/categories-contract';

import { DateLocalization, toast } from '@app/ui';
import { messages } from '../messages';
import { saveSchedule } from '../store/categories-store';

const m = messages.detail;
/** Monday first, as a Vietnamese week reads; the values stay 0 = Sunday. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0] as const;
const pickerFormats: Record<
  ScheduleDetailValues['dateFormat'],
  { format: string; views: ('year' | 'month' | 'day')[] }
> = {
  date: { format: 'dd-MM-yyyy', views: ['year', 'month', 'day'] },
  month: { format: 'MM-yyyy', views: ['year', 'month'] },
  year: { format: 'yyyy', views: ['year'] },
};

type Form = ScheduleDetailValues & { disableProduct: boolean; countDown: boolean };
type Errors = Partial<Record<keyof Form, string>>;

const toDate = (ymd: string) => {
  if (!ymd) return null;
  const [y, mo, d] = ymd.split('-').map(Number);
  return new Date(y!, mo! - 1, d);
};

/**
 * The schedule card: weekday chips, the date format (changing it clears the dates), the date
 * pickers in DD-MM-YYYY, MM-YYYY or YYYY, the times in HH:mm and the two flags. Checked by the
 * contract's schema before it is sent; the server checks it again.
 */
export function ScheduleCard({ category }: { category: SpecialCategory }) {
  const [form, setForm] = useState<Form>(() => ({
    week: category.scheduleDetail?.week ?? [],
    dateFormat: category.scheduleDetail?.dateFormat ?? ScheduleDateFormat.DATE,
    startDate: category.scheduleDetail?.startDate ?? '',
    endDate: category.scheduleDetail?.endDate ?? '',
    startTime: category.scheduleDetail?.startTime ?? '',
    endTime: category.scheduleDetail?.endTime ?? '',
    disableProduct: category.schedule?.disableProduct ?? false,
    countDown: category.schedule?.countDown ?? false,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const toggle = (key: 'disableProduct' | 'countDown') => (
    <FormControlLabel
      control={<Switch checked={form[key]} onChange={(e) => set({ [key]: e.target.checked })} />}
      label={m[key]}
    />
  );
  const picker = pickerFormats[form.dateFormat];

  const save = async () => {
    const { disableProduct, countDown, ...scheduleDetail } = form;
    const parsed = scheduleInputSchema.safeParse({
      scheduleDetail,
      schedule: { disableProduct, countDown },
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[1] as keyof Form | undefined;
        if (field && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    const result = await saveSchedule(category._id, parsed.data);
    setSaving(false);
    if (result.ok) toast.success(result.message, messages.success);
    else toast.error(result.message, messages.failure);
  };

  const dateField = (field: 'startDate' | 'endDate', label: string) => (
    <DatePicker
      key={`${field}-${form.dateFormat}`}
      label={label}
      format={picker.format}
      views={picker.views}
      value={toDate(form[field])}
      onChange={(date) => {
        if (date === null) set({ [field]: '' });
        else if (isValid(date)) set({ [field]: format(date, 'yyyy-MM-dd') });
      }}
      slotProps={{
        textField: { size: 'small', error: Boolean(errors[field]), helperText: errors[field] },
        field: { clearable: true },
      }}
    />
  );

  return (
    <Card variant="outlined">
      <CardHeader title={m.scheduleCard} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2" color={category.liveNow ? 'success.main' : 'text.secondary'}>
            {category.liveNow ? m.liveNow : m.notLiveNow}
          </Typography>
          <div role="group" aria-label={m.weekdays}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {m.weekdays}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              {weekOrder.map((d) => {
                const on = form.week.includes(d);
                return (
                  <Chip
                    key={d}
                    label={messages.weekdayNames[d]}
                    color={on ? 'primary' : 'default'}
                    variant={on ? 'filled' : 'outlined'}
                    aria-pressed={on}
                    onClick={() =>
                      set({
                        week: on ? form.week.filter((x) => x !== d) : [...form.week, d].sort(),
                      })
                    }
                  />
                );
              })}
            </Stack>
            {errors.week ? (
              <Typography color="error" variant="body2">
                {errors.week}
              </Typography>
            ) : null}
          </div>
          <TextField
            select
            size="small"
            label={m.dateFormat}
            value={form.dateFormat}
            onChange={(e) =>
              set({ dateFormat: e.target.value as Form['dateFormat'], startDate: '', endDate: '' })
            }
            sx={{ maxWidth: 260 }}
          >
            {(['date', 'month', 'year'] as const).map((f) => (
              <MenuItem key={f} value={f}>
                {m.formats[f]}
              </MenuItem>
            ))}
          </TextField>
          <DateLocalization>
            <Stack direction="row" spacing={2}>
              {dateField('startDate', m.startDate)}
              {dateField('endDate', m.endDate)}
            </Stack>
          </DateLocalization>
          <Stack direction="row" spacing={2}>
            {(['startTime', 'endTime'] as const).map((field) => (
              <TextField
                key={field}
                size="small"
                label={field === 'startTime' ? m.startTime : m.endTime}
                placeholder="HH:mm"
                value={form[field]}
                onChange={(e) => set({ [field]: e.target.value.trim() })}
                error={Boolean(errors[field])}
                helperText={errors[field]}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
              />
            ))}
          </Stack>
          <Stack direction="row" spacing={2}>
            {toggle('disableProduct')}
            {toggle('countDown')}
          </Stack>
          <div>
            <Button variant="contained" loading={saving} onClick={() => void save()}>
              {m.saveSchedule}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
