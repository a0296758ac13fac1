import type { CSSProperties, ReactNode } from 'react';
import { useTheme, type Theme } from '@mui/material/styles';

export type StatusTagPaletteColor =
  | 'default'
  | 'primary'
  | 'secondary'
  | 'success'
  | 'warning'
  | 'error'
  | 'info';

export interface StatusTagProps {
  label: ReactNode;
  /** A theme colour name, or any CSS colour ('#722ed1') for a palette the theme lacks. */
  color?: StatusTagPaletteColor | (string & {});
  variant?: 'filled' | 'outlined';
}

const paletteColors: readonly string[] = [
  'primary',
  'secondary',
  'success',
  'warning',
  'error',
  'info',
];

/** The shape of a small MUI Chip: 24 px high, rounded, 13 px text, one line. */
const base: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  height: 24,
  padding: '0 8px',
  boxSizing: 'border-box',
  borderRadius: 12,
  fontSize: '0.8125rem',
  lineHeight: 1,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
};

function colours(theme: Theme, color: string): { main: string; contrast: string } {
  if (color === 'default')
    return { main: theme.palette.action.selected, contrast: theme.palette.text.primary };
  if (paletteColors.includes(color)) {
    const palette = theme.palette[color as Exclude<StatusTagPaletteColor, 'default'>];
    return { main: palette.main, contrast: palette.contrastText };
  }
  return { main: color, contrast: theme.palette.getContrastText(color) };
}

/**
 * A small coloured tag for a status or a type (order status, notification type, ...). It looks like
 * a small MUI `Chip` but is one `<span>` with inline styles: tables show one or two per row, and a
 * Chip's styled root and label were a good part of a page change's rendering.
 */
export function StatusTag({ label, color = 'default', variant = 'filled' }: StatusTagProps) {
  const theme = useTheme();
  const { main, contrast } = colours(theme, color);
  const style: CSSProperties =
    variant === 'filled'
      ? { ...base, backgroundColor: main, color: contrast }
      : {
          ...base,
          border: `1px solid ${color === 'default' ? theme.palette.divider : main}`,
          color: color === 'default' ? theme.palette.text.primary : main,
        };
  return (
    <span className="status-tag" data-color={color} style={style}>
      {label}
    </span>
  );
}
