import { create } from 'zustand';
import type { PickerDefinition, PickOptions, PickerRow } from './picker-dialog';

interface PickerRequest {
  id: number;
  definition: PickerDefinition<PickerRow>;
  options: PickOptions<PickerRow>;
  resolve: (result: PickerRow[] | null) => void;
}

interface PickerState {
  request: PickerRequest | null;
  open: <T extends PickerRow>(
    definition: PickerDefinition<T>,
    options: PickOptions<T>,
  ) => Promise<T[] | null>;
  close: (id: number, result: PickerRow[] | null) => void;
}

let nextId = 1;

export const usePickerStore = create<PickerState>()((set, get) => ({
  request: null,
  open: (definition, options) =>
    new Promise((resolve) => {
      // A picker opened over another one replaces it; the first resolves as cancelled.
      get().request?.resolve(null);
      set({
        request: {
          id: nextId++,
          definition: definition as unknown as PickerDefinition<PickerRow>,
          options,
          resolve: resolve as (result: PickerRow[] | null) => void,
        },
      });
    }),
  close: (id, result) => {
    const request = get().request;
    if (!request || request.id !== id) return;
    set({ request: null });
    request.resolve(result);
  },
}));

/**
 * Opens any picker and resolves to the rows chosen ('Đồng ý') or `null` ('Hủy'). The named
 * pickers (`pickShippers`, ...) are built on it; a domain can define its own picker the same way.
 * Needs `<PickerHost />` mounted once.
 */
export function openPicker<T extends PickerRow>(
  definition: PickerDefinition<T>,
  options: PickOptions<T> = {},
): Promise<T[] | null> {
  return usePickerStore.getState().open(definition, options);
}
