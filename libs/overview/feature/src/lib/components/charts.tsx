import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import type { BuildingUsers, RegistersMonth } from '@app/overview-contract';
import { useChartColors } from '@app/ui';
import { messages } from '../messages';
import { monthLabel } from './registers-range';

// Only the parts these two charts draw: chart.js tree-shakes the rest away.
ChartJS.register(
  CategoryScale,
  LinearScale,
  PointElement,
  LineElement,
  BarElement,
  Filler,
  Tooltip,
  Legend,
);

const integerTicks = { precision: 0 } as const;

/** The registrations per month, a line. */
export function RegistersChart({ months }: { months: RegistersMonth[] }) {
  const c = useChartColors();
  return (
    <Line
      aria-label={messages.registers.title}
      role="img"
      data={{
        labels: months.map((m) => monthLabel(m.month)),
        datasets: [
          {
            label: messages.registers.series,
            data: months.map((m) => m.total),
            borderColor: '#1677ff',
            backgroundColor: 'rgba(22, 119, 255, 0.15)',
            fill: true,
            tension: 0.3,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        animation: false,
        color: c.text,
        plugins: { legend: { display: false } },
        scales: {
          x: c.axis,
          y: { beginAtZero: true, ticks: { ...integerTicks, color: c.text }, grid: c.axis.grid },
        },
      }}
    />
  );
}

/** Pending versus active accounts of each building, stacked bars. */
export function UsersChart({ buildings }: { buildings: BuildingUsers[] }) {
  const c = useChartColors();
  return (
    <Bar
      aria-label={messages.users.title}
      role="img"
      data={{
        labels: buildings.map((b) => b.building.name),
        datasets: [
          {
            label: messages.users.pending,
            data: buildings.map((b) => b.pending),
            backgroundColor: '#faad14',
          },
          {
            label: messages.users.active,
            data: buildings.map((b) => b.active),
            backgroundColor: '#52c41a',
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        animation: false,
        color: c.text,
        scales: {
          x: { ...c.axis, stacked: true },
          y: {
            stacked: true,
            beginAtZero: true,
            ticks: { ...integerTicks, color: c.text },
            grid: c.axis.grid,
          },
        },
      }}
    />
  );
}
