import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ArcElement, Chart as ChartJS, Legend, Tooltip } from 'chart.js';
import { useMemo } from 'react';
import { Pie } from 'react-chartjs-2';
import type { ApartmentStats } from '@app/buildings-contract';
import { useChartColors } from '@app/ui';
import { messages } from '../messages';
import { tileColors } from './apartment-tile';

ChartJS.register(ArcElement, Tooltip, Legend);

const t = messages.pie;

/** Empty versus active apartments (spec 001 section 2), 300 px high; the same figures as the map's tiles. */
export function ApartmentPie({ stats }: { stats: ApartmentStats | undefined }) {
  const empty = stats?.totalEmptyApartments ?? 0;
  const active = (stats?.totalApartments ?? 0) - empty;
  const { text } = useChartColors();
  const options = useMemo(
    () => ({
      maintainAspectRatio: false,
      color: text,
      plugins: { legend: { position: 'bottom' as const } },
    }),
    [text],
  );
  const data = useMemo(
    () => ({
      labels: [t.empty, t.active],
      datasets: [
        {
          data: [empty, active],
          backgroundColor: [tileColors.empty.border, tileColors.members.border],
        },
      ],
    }),
    [empty, active],
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t.title}>
      <Typography variant="h6" component="h2">
        {t.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="pie-figures">
        {t.total(stats?.totalApartments ?? 0)} · {t.empty}: {empty} · {t.active}: {active}
      </Typography>
      <div style={{ height: 300, position: 'relative' }}>
        <Pie data={data} options={options} aria-label={t.title} role="img" />
      </div>
    </Paper>
  );
}
