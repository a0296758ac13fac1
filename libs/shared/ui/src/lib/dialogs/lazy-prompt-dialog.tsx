import { lazy } from 'react';
import type { PromptDialog as EagerPromptDialog } from './prompt-dialog';

/**
 * `PromptDialog`, loaded the first time one opens: its form code (react-hook-form and the schema
 * resolver, about 15 KB on the wire) is no part of the list screens that offer it (issue 31, the
 * order page's 400 KB). Dialogs open inside the dialog host's Suspense, so the first opening waits
 * for the code without a flash; the type is the eager component's, generics included.
 */
export const PromptDialog = lazy(() =>
  import('./prompt-dialog').then((m) => ({ default: m.PromptDialog })),
) as unknown as typeof EagerPromptDialog;
