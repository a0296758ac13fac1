import { create } from 'zustand';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

export interface ToastItem {
  id: number;
  severity: ToastSeverity;
  message: string;
  title?: string;
  /** A button in the toast ('Hoàn tác'): clicking it runs `run` and closes the toast. */
  action?: ToastAction;
  /** How long it stays, in ms, when not the severity's usual duration. */
  duration?: number;
  /** False while the toast animates out, before it is removed. */
  open: boolean;
}

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastState {
  toasts: ToastItem[];
  push: (
    severity: ToastSeverity,
    message: string,
    title?: string,
    extra?: Pick<ToastItem, 'action' | 'duration'>,
  ) => number;
  close: (id: number) => void;
  remove: (id: number) => void;
  clear: () => void;
}

/** How long a toast stays, in ms: errors stay longer, so they can be read. */
export const toastDurations: Record<ToastSeverity, number> = {
  success: 4000,
  info: 4000,
  warning: 4000,
  error: 6000,
};
/** The most toasts shown at once; the oldest ones go first. */
export const MAX_TOASTS = 5;

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  push: (severity, message, title, extra) => {
    const id = nextId++;
    set((state) => ({
      toasts: [...state.toasts, { id, severity, message, title, ...extra, open: true }].slice(
        -MAX_TOASTS,
      ),
    }));
    return id;
  },
  close: (id) =>
    set((state) => ({
      toasts: state.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)),
    })),
  remove: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

const show = (severity: ToastSeverity) => (message: string, title?: string) =>
  useToastStore.getState().push(severity, message, title);

/**
 * Toasts callable from anywhere (components, stores, the HTTP client); `UiProvider` shows them.
 * Each call returns the toast's id, which `toast.dismiss(id)` closes early.
 *
 * @example
 * toast.success('Cập nhật đơn hàng thành công!', 'Thành công');
 * toast.error(error.message);
 */
export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  dismiss: (id: number) => useToastStore.getState().close(id),
  /**
   * A success toast with a button ('Hoàn tác') that stays `duration` ms (hovering pauses it).
   *
   * @example
   * toast.withAction('Đã đổi trạng thái', { label: 'Hoàn tác', run: undo }, 10_000);
   */
  withAction: (message: string, action: ToastAction, duration: number, title?: string) =>
    useToastStore.getState().push('success', message, title, { action, duration }),
};
