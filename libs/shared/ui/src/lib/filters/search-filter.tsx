import { memo } from 'react';
import { DebouncedTextField } from './debounced-text-field';

export interface SearchFilterProps {
  label: string;
  placeholder?: string;
  /** The committed text (a URL filter); empty when `undefined`. */
  value: string | undefined;
  /** Called with the trimmed text once typing pauses (see `DebouncedTextField`). */
  onChange: (text: string) => void;
}

/**
 * The search box of a list's filter panel: a small, full-width debounced text field.
 *
 * @example
 * <SearchFilter label={m.search} placeholder={m.searchPlaceholder} value={filters.text}
 *   onChange={(text) => setFilters({ text })} />
 */
export const SearchFilter = memo(function SearchFilter({
  label,
  placeholder,
  value,
  onChange,
}: SearchFilterProps) {
  return (
    <DebouncedTextField
      size="small"
      fullWidth
      label={label}
      placeholder={placeholder}
      value={value ?? ''}
      onDebouncedChange={onChange}
    />
  );
});
