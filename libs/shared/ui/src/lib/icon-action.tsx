import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { forwardRef } from 'react';

export interface IconActionProps extends Omit<IconButtonProps, 'aria-label' | 'title'> {
  /** What the button does, in Vietnamese: its accessible name and its tooltip. */
  label: string;
}

/**
 * An icon-only button that says what it does twice: its accessible name for a screen reader and a
 * tooltip for the eyes (on hover and on keyboard focus). A disabled one keeps its tooltip (MUI's
 * Tooltip needs an element that receives the pointer, hence the wrapper).
 */
export const IconAction = forwardRef<HTMLButtonElement, IconActionProps>(function IconAction(
  { label, ...rest },
  ref,
) {
  const button = <IconButton ref={ref} {...rest} aria-label={label} />;
  return (
    <Tooltip title={label}>
      {rest.disabled ? <span style={{ display: 'inline-flex' }}>{button}</span> : button}
    </Tooltip>
  );
});
