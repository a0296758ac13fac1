import { useEffect } from 'react';
import { PickerDialog } from './picker-dialog';
import { usePickerStore } from './picker-store';

/**
 * Shows the picker that `pickShippers()`, `pickBuildings()`, `pickShops()`, `pickAccounts()` or
 * `openPicker()` asked for. Mount it once, inside `UiProvider` (the console's layout does).
 */
export function PickerHost() {
  const request = usePickerStore((s) => s.request);
  const close = usePickerStore((s) => s.close);

  // A picker left open when the host goes away (sign-out, route change) resolves as cancelled.
  useEffect(
    () => () => {
      const pending = usePickerStore.getState().request;
      if (pending) usePickerStore.getState().close(pending.id, null);
    },
    [],
  );

  if (!request) return null;
  return (
    <PickerDialog
      key={request.id}
      definition={request.definition}
      multiple={request.options.multiple}
      initial={request.options.initial}
      onClose={(result) => close(request.id, result)}
    />
  );
}
