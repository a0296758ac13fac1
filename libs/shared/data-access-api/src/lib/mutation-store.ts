import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { ApiError } from './api-error';
import { asApiError } from './query-store';

/** The outcome of a change: its answer, or the error it failed with (never a thrown error). */
export type MutationResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export interface MutationOptions<T> {
  /** Applies the answer to what is on screen (a query store's `update`). */
  onSuccess?: (data: T) => void;
  /** Query stores whose answers the change made wrong: their cache is dropped, what is on screen reloads. */
  invalidates?: readonly { getState: () => { invalidate: () => Promise<void> } }[];
}

export interface MutationState {
  /** The ids of the records with a change in flight (a row's controls are disabled meanwhile). */
  pending: Record<string, true>;
  /** Runs the change `call` of the record `id`, then applies its answer and invalidates. */
  run: <T>(
    id: string,
    call: () => Promise<T>,
    options?: MutationOptions<T>,
  ) => Promise<MutationResult<T>>;
}

export type MutationStore = UseBoundStore<StoreApi<MutationState>>;

const changeListeners = new Set<() => void>();

/**
 * Calls `listener` after every change that any feature's mutation store made: what other features
 * show may follow from it (the top bar's bell: an approved account is no longer 'chờ duyệt').
 * Answers the unsubscribe.
 */
export function onChangeMade(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => {
    changeListeners.delete(listener);
  };
}

/**
 * The changes of a feature (a status change, a note), tracked per record: `pending[id]` while a
 * change of the record is in flight, the answer applied with `onSuccess`, and the query stores the
 * change makes stale invalidated. `run` resolves to a {@link MutationResult}: callers decide how
 * to show a refusal (a toast, a message under a field).
 *
 * @example
 * const orderChanges = createMutationStore();
 * const result = await orderChanges.getState().run(order._id, () => updateShopNote(order._id, input), {
 *   onSuccess: ({ data }) => orderList.getState().update(replaceRow(data)),
 *   invalidates: [orderDetail],
 * });
 */
export function createMutationStore(): MutationStore {
  return create<MutationState>()((set) => {
    const mark = (id: string, on: boolean) =>
      set((s) => {
        const pending = { ...s.pending };
        if (on) pending[id] = true;
        else delete pending[id];
        return { pending };
      });
    return {
      pending: {},
      async run(id, call, { onSuccess, invalidates = [] } = {}) {
        mark(id, true);
        try {
          const data = await call();
          onSuccess?.(data);
          for (const store of invalidates) void store.getState().invalidate();
          for (const listener of changeListeners) listener();
          return { ok: true, data };
        } catch (error) {
          return { ok: false, error: asApiError(error) };
        } finally {
          mark(id, false);
        }
      },
    };
  });
}

/**
 * What a screen shows of a change: on success the answer's message (or `fallback` when the answer
 * has none) and the answer; on a refusal its message, ready to show, and its HTTP status.
 */
export type ChangeOutcome<T = unknown> =
  | { ok: true; message: string; data: T }
  | { ok: false; message: string; status: number | undefined; error: ApiError };

/** The {@link ChangeOutcome} of a {@link MutationResult}: the one success/failure mapping of every feature's store. */
export function outcomeOf<T extends { message?: string }>(
  result: MutationResult<T>,
  fallback = '',
): ChangeOutcome<T> {
  return result.ok
    ? { ok: true, message: result.data.message ?? fallback, data: result.data }
    : {
        ok: false,
        message: result.error.message,
        status: result.error.status,
        error: result.error,
      };
}
