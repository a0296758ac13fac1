import type { Role } from '@app/contract';
import type { RecordHit, RecordSearch } from '@app/data-access-api';
import { foldText } from '@app/util-format';
import Autocomplete, { type AutocompleteRenderGroupParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../messages';
import { recordSourcesFor } from './record-sources';
import { setShortcutsOn, shortcutsOn, type ScreenCommand } from './shortcuts';

const m = messages.palette;

/** The searches wait for a pause in the typing, and start at two characters. */
const DEBOUNCE_MS = 200;
const MIN_LENGTH = 2;

type Command =
  | {
      kind: 'screen';
      key: string;
      group: string;
      label: string;
      detail?: string;
      to: string;
      shortcut?: string;
    }
  | { kind: 'record'; key: string; group: string; label: string; detail?: string; to: string }
  | { kind: 'action'; key: string; group: string; label: string; run: () => void };

interface SourceState {
  hits?: RecordHit[];
  failed?: boolean;
}

/**
 * Every source asked side by side for `text` once the typing pauses; a newer text cancels the
 * calls of the older one (their answers are dropped too). Each group shows as soon as it answers.
 */
function useRecordSearch(text: string, sources: readonly RecordSearch[]) {
  const [state, setState] = useState<{ text: string; results: Record<string, SourceState> }>({
    text: '',
    results: {},
  });
  useEffect(() => {
    const q = text.trim();
    setState({ text: q, results: {} });
    if (q.length < MIN_LENGTH) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      for (const source of sources) {
        source.search(q, controller.signal).then(
          (hits) => {
            if (controller.signal.aborted) return;
            setState((s) =>
              s.text === q ? { text: q, results: { ...s.results, [source.group]: { hits } } } : s,
            );
          },
          () => {
            if (controller.signal.aborted) return;
            setState((s) =>
              s.text === q
                ? { text: q, results: { ...s.results, [source.group]: { failed: true } } }
                : s,
            );
          },
        );
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, sources]);
  const searching = state.text.length >= MIN_LENGTH && sources.some((s) => !state.results[s.group]);
  return { ...state, searching };
}

/** The screens whose name (or menu group) holds the text, accents and case aside. */
const screensMatching = (screens: readonly ScreenCommand[], text: string): Command[] => {
  const q = foldText(text.trim());
  return screens
    .filter((s) => !q || foldText(`${s.section ?? ''} ${s.label}`).includes(q))
    .map((s) => ({
      kind: 'screen',
      key: `screen:${s.key}`,
      group: m.screens,
      label: s.label,
      detail: s.section,
      to: s.to,
      shortcut: s.shortcut,
    }));
};

/** The Autocomplete's list in the dialog's flow, not in a floating popper. */
function InlineList({ children, open }: { children?: ReactNode; open?: boolean }) {
  return open ? <Box sx={{ borderTop: 1, borderColor: 'divider' }}>{children}</Box> : null;
}

/** `g o`, drawn as two keys. */
const Keys = ({ letter }: { letter: string }) => (
  <Box
    component="span"
    aria-label={m.shortcut(`g ${letter}`)}
    sx={{ display: 'inline-flex', gap: 0.5, ml: 'auto', pl: 2, flexShrink: 0 }}
  >
    {['g', letter].map((k) => (
      <Box
        key={k}
        component="kbd"
        aria-hidden
        sx={{
          px: 0.75,
          minWidth: 22,
          textAlign: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          fontFamily: 'inherit',
          fontSize: 12,
          color: 'text.secondary',
        }}
      >
        {k}
      </Box>
    ))}
  </Box>
);

interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  /** Once the dialog is gone: the focus goes back to the trigger. */
  onClosed: () => void;
  role: Role;
  screens: readonly ScreenCommand[];
}

/**
 * The command palette (issue 30 item 3): one field that goes to any screen of the role's menu and
 * finds the records the role may see (orders by code, accounts by name, phone or email, shops,
 * buildings, transactions by code), accents aside; Enter opens the highlighted one. A MUI
 * Autocomplete (combobox and listbox, the highlighted option announced) in a dialog.
 */
export default function CommandPalette({
  open,
  onClose,
  onClosed,
  role,
  screens,
}: CommandPaletteProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [keysOn, setKeysOn] = useState(shortcutsOn);
  const sources = useMemo(() => recordSourcesFor(role), [role]);
  const found = useRecordSearch(text, sources);
  const statusId = useId();

  useEffect(() => {
    if (open) setText('');
  }, [open]);

  const options = useMemo<Command[]>(() => {
    const records: Command[] = sources.flatMap((source) =>
      (found.results[source.group]?.hits ?? []).map((hit) => ({
        kind: 'record' as const,
        key: `${source.group}:${hit.id}`,
        group: source.group,
        label: hit.label,
        detail: hit.detail,
        to: hit.to,
      })),
    );
    const settings: Command[] = text.trim()
      ? []
      : [
          {
            kind: 'action',
            key: 'shortcuts',
            group: m.settings,
            label: keysOn ? m.shortcutsOff : m.shortcutsOn,
            run: () => {
              setShortcutsOn(!keysOn);
              setKeysOn(!keysOn);
            },
          },
        ];
    return [...records, ...screensMatching(screens, text), ...settings];
  }, [sources, found.results, screens, text, keysOn]);

  const failed = sources.filter((s) => found.results[s.group]?.failed).map((s) => s.group);
  const status = found.searching
    ? m.searching
    : text.trim() && options.length === 0
      ? m.noResult
      : found.text.length >= MIN_LENGTH
        ? m.found(options.filter((o) => o.kind === 'record').length)
        : '';

  const choose = (command: Command) => {
    if (command.kind === 'action') {
      command.run();
      return;
    }
    onClose();
    void navigate(command.to);
  };

  const renderGroup = ({ key, group, children }: AutocompleteRenderGroupParams) => (
    <li key={key} role="group" aria-label={group}>
      <Typography
        aria-hidden
        component="div"
        variant="caption"
        sx={{ px: 2, pt: 1, pb: 0.5, fontWeight: 600, color: 'text.secondary' }}
      >
        {group}
      </Typography>
      <Box component="ul" role="presentation" sx={{ p: 0, m: 0 }}>
        {children}
      </Box>
    </li>
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      disableRestoreFocus
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: { onExited: onClosed },
        paper: { 'aria-label': m.title, sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 10 } } },
      }}
    >
      <Autocomplete<Command, false, false, false>
        open
        disablePortal
        autoHighlight
        openOnFocus
        options={options}
        value={null}
        inputValue={text}
        onInputChange={(_, value, reason) => {
          if (reason === 'input' || reason === 'clear') setText(value);
        }}
        onChange={(_, command) => command && choose(command)}
        onClose={(_, reason) => {
          if (reason === 'escape') onClose();
        }}
        filterOptions={(all) => all}
        groupBy={(o) => o.group}
        getOptionLabel={(o) => o.label}
        getOptionKey={(o) => o.key}
        isOptionEqualToValue={(a, b) => a.key === b.key}
        renderGroup={renderGroup}
        noOptionsText={found.searching ? m.searching : m.noResult}
        slots={{ popper: InlineList as never }}
        slotProps={{
          paper: { elevation: 0, square: true },
          listbox: { sx: { maxHeight: '60vh' } },
        }}
        renderOption={({ key, ...props }, option) => (
          <li
            key={key}
            {...props}
            data-key={option.key}
            // Named once, in reading order: the label, its second line, its shortcut.
            aria-label={[
              option.label,
              'detail' in option ? option.detail : undefined,
              option.kind === 'screen' && option.shortcut && keysOn
                ? m.shortcut(`g ${option.shortcut}`)
                : undefined,
            ]
              .filter(Boolean)
              .join(', ')}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap>{option.label}</Typography>
              {'detail' in option && option.detail && (
                <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
                  {option.detail}
                </Typography>
              )}
            </Box>
            {option.kind === 'screen' && option.shortcut && keysOn && (
              <Keys letter={option.shortcut} />
            )}
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            placeholder={m.placeholder}
            variant="standard"
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                'aria-label': m.title,
                'aria-describedby': statusId,
                maxLength: 200,
              },
              input: {
                ...params.slotProps.input,
                disableUnderline: true,
                sx: { px: 2, py: 1.5, fontSize: 18 },
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
      />
      <Box
        sx={{
          px: 2,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          color: 'text.secondary',
        }}
      >
        <Typography id={statusId} role="status" variant="body2" sx={{ flexGrow: 1 }}>
          {status}
          {failed.map((group) => (
            <Box key={group} component="span" sx={{ display: 'block', color: 'error.main' }}>
              {m.failed(group)}
            </Box>
          ))}
        </Typography>
        <Typography variant="body2">{m.hint}</Typography>
      </Box>
    </Dialog>
  );
}
