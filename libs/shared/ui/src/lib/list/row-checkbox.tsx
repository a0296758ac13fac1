import type { GridRowCheckboxProps } from '@mui/x-data-grid';
import { forwardRef, type DOMAttributes, type ReactNode, type Ref } from 'react';

/** Material's checkbox icons (24 × 24), as MUI's `Checkbox` draws them. */
const paths = {
  blank:
    'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z',
  checked:
    'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
  indeterminate:
    'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm-2 10H7v-2h10v2z',
} as const;

/**
 * The selection checkbox of a table row (the DataGrid's `rowCheckbox` slot): a native checkbox
 * under Material's icon, drawn like MUI's `Checkbox` (same size, colours, hover and focus) and
 * styled once for the table by `DataTable` (`.row-checkbox`). MUI's own is a `ButtonBase` with its
 * ripple, a styled input and an `SvgIcon` in every row: several styled components per row on every
 * page change (issue 31 item 2). Same role, name and keyboard for people and tests ('Chọn hàng').
 */
/** What the grid hands the slot: its checkbox props and the cell's handlers. */
type RowCheckboxProps = GridRowCheckboxProps &
  Pick<DOMAttributes<HTMLInputElement>, 'onClick' | 'onMouseDown' | 'onKeyDown'> & {
    material?: unknown;
    'aria-label'?: string;
  };

export const RowCheckbox = forwardRef(function RowCheckbox(
  {
    checked = false,
    indeterminate = false,
    disabled = false,
    onChange,
    onClick,
    onMouseDown,
    onKeyDown,
    tabIndex,
    className,
    style,
    id,
    name,
    autoFocus,
    inputRef,
    slotProps,
    'aria-label': ariaLabel,
  }: RowCheckboxProps,
  ref: Ref<HTMLSpanElement>,
) {
  // Everything else the grid hands over (the row's id, MUI's `material` props, the ripple's ref)
  // has no use on a native input.
  const { ref: htmlInputRef, ...htmlInput } = slotProps?.htmlInput ?? {};
  const state = indeterminate ? 'indeterminate' : checked ? 'checked' : 'blank';
  return (
    <span
      ref={ref}
      style={style}
      className={`row-checkbox row-checkbox-${state}${disabled ? ' Mui-disabled' : ''}${
        className ? ` ${className}` : ''
      }`}
    >
      <input
        ref={(inputRef ?? htmlInputRef) as Ref<HTMLInputElement>}
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
        tabIndex={tabIndex}
        autoFocus={autoFocus}
        aria-label={ariaLabel}
        data-indeterminate={indeterminate || undefined}
        onChange={onChange}
        onClick={onClick}
        onMouseDown={onMouseDown}
        onKeyDown={onKeyDown}
        {...htmlInput}
      />
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={paths[state]} />
      </svg>
    </span>
  );
}) as unknown as (props: GridRowCheckboxProps) => ReactNode;

/**
 * The styles of {@link RowCheckbox}, in the table's one `sx` object: MUI's `Checkbox` (42 px with
 * its 9 px padding, a 24 px icon; secondary text colour, primary when ticked, the disabled colour,
 * a round hover tint and the focus ring).
 */
export const rowCheckboxSx = {
  '& .row-checkbox': {
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    p: '9px',
    borderRadius: '50%',
    color: 'text.secondary',
    cursor: 'pointer',
    '& input': {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      m: 0,
      p: 0,
      opacity: 0,
      cursor: 'inherit',
      zIndex: 1,
    },
    '& svg': { width: 24, height: 24, fill: 'currentColor' },
    '&:hover': {
      bgcolor:
        'rgba(var(--mui-palette-primary-mainChannel) / var(--mui-palette-action-hoverOpacity))',
    },
    '&:has(input:focus-visible)': {
      outline: '2px solid',
      outlineColor: 'primary.main',
      outlineOffset: -2,
    },
  },
  '& .row-checkbox-checked, & .row-checkbox-indeterminate': { color: 'primary.main' },
  '& .row-checkbox.Mui-disabled': {
    color: 'action.disabled',
    cursor: 'default',
    '&:hover': { bgcolor: 'transparent' },
  },
} as const;
