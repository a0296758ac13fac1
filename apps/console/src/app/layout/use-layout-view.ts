import { useEffect, useState } from 'react';

/** The three layouts of the spec: desktop above 1220 px, tab above 767 px, else mobile. */
export type LayoutView = 'desktop' | 'tab' | 'mobile';

export const DESKTOP_MIN_WIDTH = 1220;
export const TAB_MIN_WIDTH = 767;
/** Resizes are handled once the window has stopped changing for this long (spec 000 section 9). */
export const RESIZE_DEBOUNCE_MS = 1000;

export const layoutViewFor = (width: number): LayoutView =>
  width > DESKTOP_MIN_WIDTH ? 'desktop' : width > TAB_MIN_WIDTH ? 'tab' : 'mobile';

/** The current layout view, following window resizes debounced by 1 s. */
export function useLayoutView(): LayoutView {
  const [view, setView] = useState<LayoutView>(() => layoutViewFor(window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setView(layoutViewFor(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return view;
}
