import { useDocumentTitle } from '@app/util-auth';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Keeps the browser tab's title in step with the URL (util-auth's `useDocumentTitle`). */
export function DocumentTitle() {
  const { pathname, search } = useLocation();
  const title = useDocumentTitle(pathname, search);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
