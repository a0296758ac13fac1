import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from './confirm/confirm-store';
import { uiMessages } from './messages';

const m = uiMessages.unsaved;

/** 'Bạn có thay đổi chưa lưu. Rời trang?' with 'Ở lại' / 'Rời trang': resolves to leaving. */
export const confirmLeave = (): Promise<boolean> =>
  confirm({
    title: m.title,
    message: m.message,
    confirmText: m.leave,
    cancelText: m.stay,
    confirmColor: 'warning',
  });

export interface UnsavedChangesGuard {
  /**
   * For a dialog's Escape, click outside or 'Hủy': resolves to `true` at once when nothing is
   * changed, else asks first and resolves to the answer.
   */
  confirmDiscard: () => Promise<boolean>;
  /**
   * Lets navigations through without asking (call it when the changes are being saved, before
   * closing or moving on: the form's dirty state is still set in that same moment); `release(false)`
   * guards again (the save was refused). A form that becomes clean is guarded again by itself.
   */
  release: (released?: boolean) => void;
}

/**
 * Guards a form's unsaved changes while `dirty`: a navigation inside the console (a menu link, the
 * browser's back button) asks 'Bạn có thay đổi chưa lưu. Rời trang?' and goes only on 'Rời trang';
 * a reload or closing the tab gets the browser's own question (`beforeunload`). Needs the console's
 * data router (react-router's `useBlocker`) and the confirm host of `UiProvider`.
 *
 * @example
 * const { isDirty } = formState;
 * const guard = useUnsavedChangesGuard(isDirty);
 * <Dialog onClose={async () => (await guard.confirmDiscard()) && onClose()} />
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const released = useRef(false);
  useEffect(() => {
    if (!dirty) released.current = false;
  }, [dirty]);
  const shouldBlock = useCallback(
    ({
      currentLocation,
      nextLocation,
    }: {
      currentLocation: { pathname: string; search: string };
      nextLocation: { pathname: string; search: string };
    }) =>
      dirty &&
      !released.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirmLeave().then((leave) => {
      asking.current = false;
      if (leave) {
        released.current = true;
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const confirmDiscard = useCallback(
    async () => (dirty && !released.current ? confirmLeave() : true),
    [dirty],
  );
  const release = useCallback((on = true) => {
    released.current = on;
  }, []);
  return { confirmDiscard, release };
}
