import type { Role } from '@app/contract';
import { IconAction } from '@app/ui';
import SearchIcon from '@mui/icons-material/Search';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../messages';
import { isOwnKeyTarget, screensFor, shortcutsOn } from './shortcuts';

const loadPalette = () => import('./command-palette');
/** The palette and its searches load on the first opening (or a hover on the button). */
const CommandPalette = lazy(loadPalette);

/** How long the `g` of a `g o` waits for its letter. */
const SEQUENCE_MS = 1500;

/**
 * The top bar's search button and the keyboard's ways in: Ctrl K or ⌘ K opens (or closes) the
 * command palette anywhere, even in a text field; `g` then a letter goes to a screen outside
 * text fields, menus and dialogs. On close the focus comes back to this button.
 */
export function PaletteTrigger({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const screens = useMemo(() => screensFor(role), [role]);

  useEffect(() => {
    let armed = 0;
    const onKey = (e: KeyboardEvent) => {
      const key = e.key.toLowerCase();
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && key === 'k') {
        e.preventDefault();
        setLoaded(true);
        setOpen((o) => !o);
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
  }, [screens, navigate]);

  const close = () => setOpen(false);
  const closed = () => button.current?.focus();

  return (
    <>
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
