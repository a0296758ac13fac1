import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * The console's name: the last part of every browser tab's title. (Here, not in messages.ts: the
 * lazy pages import this module, and it must stay small and apart from the menu's table.)
 */
export const APP_TITLE = 'Trang quản trị';

/** A tab's title: the screen (or record) first, then the console (WCAG 2.4.2). */
export const documentTitle = (screen: string | null | undefined) =>
  screen ? `${screen} – ${APP_TITLE}` : APP_TITLE;

/** The name a page gives itself (a record's name, a public page's heading), per URL path. */
export const usePageTitleStore = create<{ pathname: string | null; title: string | null }>(() => ({
  pathname: null,
  title: null,
}));

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
    document.title = documentTitle(title);
    return () => {
      if (usePageTitleStore.getState().title === title)
        usePageTitleStore.setState({ pathname: null, title: null });
    };
  }, [title]);
}
