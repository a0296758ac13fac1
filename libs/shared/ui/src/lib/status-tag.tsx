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

/**
 * The tag's colours. With the theme's colour schemes (light and dark, issue 30) `theme.palette` is
 * the light scheme's whatever is shown; `theme.vars` names the CSS variables of the scheme on
 * screen, so the tag follows it (and a change of scheme needs no render).
 */
function colours(theme: Theme, color: string): { main: string; contrast: string; line: string } {
  const palette = theme.vars?.palette ?? theme.palette;
  if (color === 'default')
    return {
      main: palette.action.selected,
      contrast: palette.text.primary,
      line: palette.divider,
    };
  if (paletteColors.includes(color)) {
    const tone = palette[color as Exclude<StatusTagPaletteColor, 'default'>];
    return { main: tone.main, contrast: tone.contrastText, line: tone.main };
  }
  return { main: color, contrast: theme.palette.getContrastText(color), line: color };
}

/**
 * A small coloured tag for a status or a type (order status, notification type, ...). It looks like
 * a small MUI `Chip` but is one `<span>` with inline styles: tables show one or two per row, and a
 * Chip's styled root and label were a good part of a page change's rendering.
 */
export function StatusTag({ label, color = 'default', variant = 'filled' }: StatusTagProps) {
  const theme = useTheme();
  const { main, contrast, line } = colours(theme, color);
  const style: CSSProperties =
    variant === 'filled'
      ? { ...base, backgroundColor: main, color: contrast }
      : {
          ...base,
          border: `1px solid ${line}`,
          color: color === 'default' ? contrast : main,
        };
  return (
    <span className="status-tag" data-color={color} style={style}>
      {label}
    </span>
  );
}
