import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';

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
  'default',
  'primary',
  'secondary',
  'success',
  'warning',
  'error',
  'info',
];

/** A small coloured tag for a status or a type (order status, notification type, ...). */
export function StatusTag({ label, color = 'default', variant = 'filled' }: StatusTagProps) {
  if (paletteColors.includes(color)) {
    return (
      <Chip size="small" label={label} color={color as StatusTagPaletteColor} variant={variant} />
    );
  }
  return (
    <Chip
      size="small"
      label={label}
      variant={variant}
      sx={
        variant === 'filled'
          ? { bgcolor: color, color: (theme) => theme.palette.getContrastText(color) }
          : { borderColor: color, color }
      }
    />
  );
}
