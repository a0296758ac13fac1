import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { trimText } from '@app/util-format';
import { SEARCH_DEBOUNCE_MS, useDebouncedCallback } from './use-debounced-callback';

export type DebouncedTextFieldProps = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'defaultValue'
> & {
  /** The committed value (usually a URL filter). The field follows it when it changes elsewhere. */
  value: string;
  /** Called with the trimmed text once typing pauses for `delay` ms, or at once on Enter. */
  onDebouncedChange: (value: string) => void;
  delay?: number;
};

/**
 * A search box that commits trimmed text after a 500 ms pause (or on Enter), so a list reloads
 * once per search rather than once per key.
 *
 * @example
 * <DebouncedTextField label="Mã đơn hàng" value={filters.code} onDebouncedChange={(code) => setFilters({ code })} />
 */
export function DebouncedTextField({
  value,
  onDebouncedChange,
  delay = SEARCH_DEBOUNCE_MS,
  onKeyDown,
  ...rest
}: DebouncedTextFieldProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    // The value changed from outside (back button, reset): show it unless it is what we typed.
    setCommitted(value);
    if (trimText(text) !== value) setText(value);
  }

  const commit = useDebouncedCallback((next: string) => {
    const trimmed = trimText(next);
    if (trimmed !== value) onDebouncedChange(trimmed);
  }, delay);

  return (
    <TextField
      {...rest}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        commit(event.target.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
        onKeyDown?.(event);
      }}
    />
  );
}
