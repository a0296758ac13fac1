import { serverFieldErrors } from '../forms/server-errors';
import { useCallback, useEffect, useState } from 'react';
import {
  savedViewPath,
  savedViewsPaths as paths,
  type CreateSavedViewInput,
  type SavedView,
  type SavedViewAnswer,
  type SavedViewListAnswer,
  type UpdateSavedViewInput,
  savedViewListAnswerSchema,
} from '@app/contract';
import { api, isApiError } from '@app/data-access-api';

/** Changes are called quietly: their callers show the outcome (a toast, a message under a field). */
const quiet = { notify: false } as const;

export const fetchSavedViews = (list: string, signal?: AbortSignal) =>
  api
    .get(paths.list, { searchParams: { list }, signal, context: quiet })
    .json<SavedViewListAnswer>();
export const fetchSavedView = (id: string, signal?: AbortSignal) =>
  api.get(savedViewPath(id), { signal }).json<SavedViewAnswer>();
export const createSavedView = (input: CreateSavedViewInput) =>
  api.post(paths.create, { json: input, context: quiet }).json<SavedViewAnswer>();
export const updateSavedView = (id: string, input: UpdateSavedViewInput) =>
  api.patch(savedViewPath(id), { json: input, context: quiet }).json<SavedViewAnswer>();
export const deleteSavedView = (id: string) =>
  api.delete(savedViewPath(id), { context: quiet }).json<{ message: string }>();

export interface SavedViewsState {
  views: readonly SavedView[];
  loading: boolean;
  /** Reads the list's views again (after a change). */
  reload: () => void;
}

const none: readonly SavedView[] = [];

/**
 * The signed-in person's views of a list and those shared with their role, read when the list
 * opens (`enabled`: when the menu is first needed) and again on `reload`.
 */
export function useSavedViews(list: string, enabled: boolean): SavedViewsState {
  const [views, setViews] = useState<readonly SavedView[]>(none);
  const [loading, setLoading] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    const abort = new AbortController();
    setLoading(true);
    // A call that cannot even start (no API address) rejects like any failure: the menu keeps
    // the presets and the list screen is never broken by it.
    Promise.resolve()
      .then(() => fetchSavedViews(list, abort.signal))
      // An answer not of the views' shape (a stand-in server, an older API) is no views, never a
      // broken list screen.
      .then((answer) => setViews(savedViewListAnswerSchema.safeParse(answer).data?.data ?? none))
      .catch(() => {
        // Reported by the API client (a toast); a cancelled read is no failure.
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [list, enabled, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { views, loading, reload };
}

/** The message of a failed save: what the server says of the name, else its message. */
export const refusalOf = (error: unknown): string =>
  isApiError(error)
    ? (serverFieldErrors(error)[0]?.message ?? error.message)
    : error instanceof Error
      ? error.message
      : String(error);
