import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';

/**
 * The colours chart.js draws its texts (ticks, legend) and grid lines with, from the scheme in use:
 * its defaults (#666 text, black grid) cannot be read on the dark scheme. A chart re-draws when the
 * scheme changes.
 *
 * @example
 * const c = useChartColors();
 * <Line options={{ color: c.text, scales: { x: c.axis, y: { ...c.axis, beginAtZero: true } } }} />
 */
export function useChartColors() {
  const theme = useTheme();
  return useMemo(() => {
    const text = theme.palette.text.secondary;
    const grid = theme.palette.divider;
    return { text, grid, axis: { ticks: { color: text }, grid: { color: grid } } };
  }, [theme]);
}
