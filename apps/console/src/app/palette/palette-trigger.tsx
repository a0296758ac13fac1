import type { Role } from '@app/contract';
import { IconAction } from '@app/ui';
import SearchIcon from '@mui/icons-material/Search';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../messages';
import { isOwnKeyTarget, screensFor, shortcutsOn } from './shortcuts';

const loadPalette = () => import('./command-palette');
/** The palette and its searches load on the first opening (or a hover on the button). */
const CommandPalette = lazy(loadPalette);

/** How long the `g` of a `g o` waits for its letter. */
const SEQUENCE_MS = 1500;

/**
 * The keyboard's ways in: Ctrl K or ⌘ K calls `onToggle` anywhere, even in a text field; `g` then a
 * letter goes to a screen outside text fields, menus and dialogs. A component of its own that draws
 * nothing: `useNavigate` re-renders its component on every change of the URL (a list's page or
 * filter included), and only this one re-renders, not the button and its tooltip.
 */
function PaletteShortcuts({
  screens,
  onToggle,
}: {
  screens: ReturnType<typeof screensFor>;
  onToggle: () => void;
}) {
  const navigate = useNavigate();
  useEffect(() => {
    let armed = 0;
    const onKey = (e: KeyboardEvent) => {
      const key = e.key.toLowerCase();
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && key === 'k') {
        e.preventDefault();
        onToggle();
        return;
      }
      if (e.ctrlKey || e.metaKey || e.altKey || e.repeat || e.defaultPrevented) return;
      if (!shortcutsOn() || isOwnKeyTarget(e.target)) {
        armed = 0;
        return;
      }
      if (armed && e.timeStamp - armed < SEQUENCE_MS) {
        armed = 0;
        const screen = screens.find((s) => s.shortcut === key);
        if (screen) {
          e.preventDefault();
          void navigate(screen.to);
        }
        return;
      }
      armed = key === 'g' && !e.shiftKey ? e.timeStamp : 0;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [screens, navigate, onToggle]);
  return null;
}

/**
 * The top bar's search button and the keyboard's ways in (`PaletteShortcuts`). On close the focus
 * comes back to this button.
 */
export function PaletteTrigger({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const screens = useMemo(() => screensFor(role), [role]);
  const toggle = useCallback(() => {
    setLoaded(true);
    setOpen((o) => !o);
  }, []);

  const close = () => setOpen(false);
  const closed = () => button.current?.focus();

  return (
    <>
      <PaletteShortcuts screens={screens} onToggle={toggle} />
      <IconAction
        ref={button}
        label={messages.palette.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        onPointerEnter={() => void loadPalette()}
      >
        <SearchIcon />
      </IconAction>
      {loaded && (
        <Suspense fallback={null}>
          <CommandPalette
            open={open}
            onClose={close}
            onClosed={closed}
            role={role}
            screens={screens}
          />
        </Suspense>
      )}
    </>
  );
}
