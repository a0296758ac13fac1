import { lazy } from 'react';

/** {@link ./history-dialog HistoryDialog}, loaded the first time one opens (no part of a list's first load). */
export const HistoryDialog = lazy(() =>
  import('./history-dialog').then((m) => ({ default: m.HistoryDialog })),
);
