import { forwardRef, type ButtonHTMLAttributes } from 'react';

export interface CellButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The path (`d`) of a 24 × 24 icon, e.g. copied from @mui/icons-material. */
  iconPath: string;
  /** Accessible name (the button shows only the icon). */
  label: string;
  /** Primary colour (e.g. 'there is a note'). */
  primary?: boolean;
}

/**
 * A light icon button for a table cell (or anywhere a row of many needs one): a native `<button>`
 * with an inline icon, styled once for the whole page by the theme's CssBaseline (`.cell-button`). An `IconButton` with its `SvgIcon` and ripple in every row costs
 * several styled components per row on every page change.
 */
export const CellButton = forwardRef<HTMLButtonElement, CellButtonProps>(function CellButton(
  { iconPath, label, primary, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      // Its tooltip: the browser's own, cheap in every row of a table.
      title={label}
      className={`cell-button${primary ? ' cell-button-primary' : ''}${className ? ` ${className}` : ''}`}
      {...rest}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={iconPath} />
      </svg>
    </button>
  );
});

/** Icon paths of the row buttons (Material icons, 24 × 24). */
export const cellIcons = {
  moreVert:
    'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
  stickyNote:
    'M19 5v9h-5v5H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h10l6-6V5c0-1.1-.9-2-2-2m-7 11H7v-2h5zm5-4H7V8h10z',
  arrowDropDown: 'm7 10 5 5 5-5z',
} as const;
