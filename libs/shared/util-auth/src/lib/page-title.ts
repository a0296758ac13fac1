import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * The console's name: the last part of every browser tab's title. (Here, not in messages.ts: the
 * lazy pages import this module, and it must stay small and apart from the menu's table.)
 */
export const APP_TITLE = 'Trang quản trị';

/** A work-queue total at or above this shows as `999+` (each queue's count is capped at 1,000). */
const WAITING_CAP = 1000;

/**
 * A tab's title: the work waiting first when there is any ('(4) '; issue 28), then the screen (or
 * record), then the console (WCAG 2.4.2).
 */
export const documentTitle = (screen: string | null | undefined, waiting = 0) => {
  const name = screen ? `${screen} – ${APP_TITLE}` : APP_TITLE;
  if (waiting <= 0) return name;
  return `(${waiting >= WAITING_CAP ? '999+' : waiting.toLocaleString('vi-VN')}) ${name}`;
};

/**
 * The name a page gives itself (a record's name, a public page's heading), per URL path; and the
 * total of the live work-queue counts the signed-in role sees (0 when none, or signed out), which
 * the shell keeps here for every title.
 */
export const usePageTitleStore = create<{
  pathname: string | null;
  title: string | null;
  waiting: number;
}>(() => ({ pathname: null, title: null, waiting: 0 }));

/**
 * Names the current page in the tab's title instead of its screen's name: a detail page with the
 * record's name once it is loaded, a public page with its heading. `undefined` or `''` keeps the
 * screen's name.
 */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (!title) return;
    const { pathname } = window.location;
    usePageTitleStore.setState({ pathname, title });
    // Set at once too: a page shown by an error boundary has no <DocumentTitle /> above it.
    document.title = documentTitle(title, usePageTitleStore.getState().waiting);
    return () => {
      if (usePageTitleStore.getState().title === title)
        usePageTitleStore.setState({ pathname: null, title: null });
    };
  }, [title]);
}

/**
 * The shell's total of the live work-queue counts, for every tab title (0: no prefix). Here, not
 * with the titles: the shell is a lazy chunk, and importing the menu's table from it moves shared
 * code out of the entry (docs/decisions/accessibility.md, "Why `usePageTitle` is a module of its own").
 */
export const setWaitingWork = (waiting: number) => usePageTitleStore.setState({ waiting });
