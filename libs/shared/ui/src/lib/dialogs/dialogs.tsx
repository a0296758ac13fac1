import {
  Suspense,
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { confirm } from '../confirm/confirm-store';

/** What a dialog opened with `dialogs.open` receives. */
export interface DialogProps<P = undefined, R = void> {
  /** The data the dialog was opened with. */
  payload: P;
  open: boolean;
  /** Closes the dialog: `dialogs.open` resolves to `result` (`undefined` when cancelled). */
  onClose: (result?: R) => void;
}

export type DialogComponent<P, R> = ComponentType<DialogProps<P, R>>;

export interface Dialogs {
  /** Shows `Component` with `payload`; resolves to what it closes with, `undefined` when cancelled. */
  open: <P, R>(Component: DialogComponent<P, R>, payload: P) => Promise<R | undefined>;
  /** The 'Có' / 'Không' question of {@link confirm}. */
  confirm: typeof confirm;
}

interface OpenDialog {
  id: number;
  Component: DialogComponent<unknown, unknown>;
  payload: unknown;
}

const DialogsContext = createContext<Dialogs | null>(null);

/**
 * Holds the dialogs opened with {@link useDialogs}, above the page. `UiProvider` mounts it once, in
 * the console's dashboard shell, beside the toast and confirm hosts; screens never track which
 * dialog is open themselves.
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<OpenDialog[]>([]);
  const resolvers = useRef(new Map<number, (result: unknown) => void>());
  const nextId = useRef(1);

  const dialogs = useMemo<Dialogs>(
    () => ({
      open: <P, R>(Component: DialogComponent<P, R>, payload: P) =>
        new Promise<R | undefined>((resolve) => {
          const id = nextId.current++;
          resolvers.current.set(id, resolve as (result: unknown) => void);
          setStack((s) => [
            ...s,
            { id, Component: Component as DialogComponent<unknown, unknown>, payload },
          ]);
        }),
      confirm,
    }),
    [],
  );

  const close = useCallback((id: number, result: unknown) => {
    resolvers.current.get(id)?.(result);
    resolvers.current.delete(id);
    setStack((s) => s.filter((d) => d.id !== id));
  }, []);

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {stack.map(({ id, Component, payload }) => (
        // A dialog may be a React.lazy component (its form code loads when it first opens).
        <Suspense key={id} fallback={null}>
          <Component payload={payload} open onClose={(result) => close(id, result)} />
        </Suspense>
      ))}
    </DialogsContext.Provider>
  );
}

/**
 * The promise-based dialog service (MUI's CRUD dashboard template): open a form or a view dialog
 * and await what it closes with.
 *
 * @example
 * const dialogs = useDialogs();
 * const note = await dialogs.open(ShopNoteDialog, { title: 'Hủy đơn hàng', submit });
 * if (note === undefined) return; // cancelled
 * if (await dialogs.confirm({ message: 'Xóa tòa nhà này?' })) await deleteBuilding(id);
 */
export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs() needs <DialogsProvider> (UiProvider mounts it)');
  return dialogs;
}
