import { create } from 'zustand';
import type { ReactNode } from 'react';
import { uiMessages } from '../messages';

export interface ConfirmOptions {
  title?: ReactNode;
  /** Defaults to 'Bạn có chắc muốn xóa?'. */
  message?: ReactNode;
  /** Defaults to 'Có'. */
  confirmText?: string;
  /** Defaults to 'Không'. */
  cancelText?: string;
  /** Colour of the confirm button; 'error' for destructive actions. */
  confirmColor?: 'primary' | 'error' | 'warning' | 'success';
}

interface ConfirmRequest {
  id: number;
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
}

interface ConfirmState {
  queue: ConfirmRequest[];
  open: (options: ConfirmOptions) => Promise<boolean>;
  answer: (id: number, value: boolean) => void;
}

let nextId = 1;

export const useConfirmStore = create<ConfirmState>()((set, get) => ({
  queue: [],
  open: (options) =>
    new Promise<boolean>((resolve) => {
      set((state) => ({ queue: [...state.queue, { id: nextId++, options, resolve }] }));
    }),
  answer: (id, value) => {
    const request = get().queue.find((r) => r.id === id);
    if (!request) return;
    set((state) => ({ queue: state.queue.filter((r) => r.id !== id) }));
    request.resolve(value);
  },
}));

/**
 * Asks the user to confirm and resolves to their answer: `true` for 'Có', `false` for 'Không',
 * Escape or a click outside. Requests made while a dialog is open wait their turn. Needs the
 * host that `UiProvider` mounts.
 *
 * @example
 * if (await confirm()) await deleteNotification(id); // 'Bạn có chắc muốn xóa?' Có / Không
 * const ok = await confirm({ title: 'Hủy đơn', message: 'Hủy đơn hàng này?', confirmColor: 'error' });
 */
export function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  return useConfirmStore.getState().open(options);
}

export const confirmDefaults = {
  message: uiMessages.confirmMessage,
  confirmText: uiMessages.confirmYes,
  cancelText: uiMessages.confirmNo,
} as const;
