import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  createSavedViewInputSchema,
  isViewId,
  VIEW_PARAM,
  viewQueryOf,
  type SavedView,
} from '@app/contract';
import { useAuthStore } from '@app/util-auth';
import { confirm } from '../confirm/confirm-store';
import { useDialogs } from '../dialogs/dialogs';
import { PromptDialog } from '../dialogs/lazy-prompt-dialog';
import { toast } from '../toast/toast-store';
import { getHiddenColumns, setHiddenColumns } from './column-choice';
import { ListKeyContext } from './column-chooser';
import {
  createSavedView,
  deleteSavedView,
  fetchSavedView,
  updateSavedView,
  useSavedViews,
} from './saved-views-api';
import type { SaveViewDialog as EagerSaveViewDialog } from './saved-views-dialog';
import { refusalOf } from './saved-views-api';
import { savedViewsUiMessages as m } from './saved-views-messages';
import { listKeyOf, presetViews, type PresetView } from './saved-views-presets';

/**
 * 'Lưu chế độ xem', loaded the first time it opens: its form code (react-hook-form, about 15 KB on
 * the wire) is no part of the list screens (issue 31, the order page's 400 KB).
 */
const SaveViewDialog = lazy(() =>
  import('./saved-views-dialog').then((m) => ({ default: m.SaveViewDialog })),
) as unknown as typeof EagerSaveViewDialog;

/** Anything the menu opens: a preset, or a saved view with its columns. */
type Openable = PresetView | SavedView;
const isSaved = (view: Openable): view is SavedView => '_id' in view;

/**
 * 'Chế độ xem' (issue 27, item 4; docs/decisions/lists.md, "Saved views"): the list's presets, the
 * person's own views and those shared with their role; saving the current filters and hidden
 * columns under a name; renaming, sharing and deleting the open view when it is one's own. The list
 * is the current route and the filters the current URL, so a list screen passes nothing. A URL
 * `<list path>?view=<id>` opens the view: its filters replace the URL.
 */
export function SavedViewsMenu() {
  const location = useLocation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const role = useAuthStore((s) => s.user?.role);
  const listKey = listKeyOf(location.pathname);
  /** Where the 'Cột' chooser keeps this list's hidden columns (ListScreen's key), which a view carries. */
  const columnsKey = useContext(ListKeyContext) ?? listKey;
  const params = new URLSearchParams(location.search);
  const asked = params.get(VIEW_PARAM);
  const viewId = isViewId(asked) ? asked : null;
  const current = viewQueryOf(location.search);

  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { views, loading, reload } = useSavedViews(listKey, true);
  const presets = useMemo(() => presetViews(role, listKey), [role, listKey]);
  const mine = views.filter((v) => v.mine);
  const shared = views.filter((v) => !v.mine);

  const active: Openable | undefined =
    viewId === null
      ? [...mine, ...shared, ...presets].find((v) => viewQueryOf(v.query) === current)
      : undefined;

  const open = (view: Openable, replace = false) => {
    setAnchor(null);
    // An empty list is also what a person who never used 'Cột' saves: it leaves the columns as they
    // are rather than replacing the screen's own defaults with every column.
    if (isSaved(view) && view.hiddenColumns.length > 0)
      setHiddenColumns(columnsKey, view.hiddenColumns);
    const query = viewQueryOf(view.query);
    void navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace });
  };

  // `?view=<id>`: read the view and put its filters in the URL in place of the parameter.
  const opening = useRef<string | null>(null);
  useEffect(() => {
    if (viewId === null || opening.current === viewId) return undefined;
    opening.current = viewId;
    const abort = new AbortController();
    Promise.resolve()
      .then(() => fetchSavedView(viewId, abort.signal))
      .then(({ data }) => open(data, true))
      .catch(() => {
        // Not there or not shared (reported by the API client): the list without the parameter.
        if (abort.signal.aborted) return;
        const rest = new URLSearchParams(location.search);
        rest.delete(VIEW_PARAM);
        const search = rest.toString();
        void navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
      })
      .finally(() => {
        opening.current = null;
      });
    return () => {
      abort.abort();
      opening.current = null;
    };
    // Runs for the parameter only: `open` and the location are read as they are when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [viewId]);

  const save = async () => {
    setAnchor(null);
    const query = current;
    const hiddenColumns = [...getHiddenColumns(columnsKey)];
    const saved = await dialogs.open(SaveViewDialog, {
      submit: async ({ name, shared }) => {
        try {
          const answer = await createSavedView({
            list: listKey,
            name,
            query,
            hiddenColumns,
            shared,
          });
          toast.success(answer.message ?? '');
          return null;
        } catch (error) {
          return refusalOf(error);
        }
      },
    });
    if (saved) reload();
  };

  const rename = async (view: SavedView) => {
    setAnchor(null);
    const renamed = await dialogs.open(PromptDialog, {
      title: m.renameTitle,
      label: m.nameLabel,
      schema: createSavedViewInputSchema.shape.name,
      initial: view.name,
      maxLength: 100,
      submit: async (name) => {
        try {
          await updateSavedView(view._id, { name });
          return 'close';
        } catch (error) {
          return { refused: refusalOf(error) };
        }
      },
    });
    if (renamed !== undefined) reload();
  };

  const toggleShare = async (view: SavedView) => {
    setAnchor(null);
    try {
      await updateSavedView(view._id, { shared: !view.shared });
      toast.success(view.shared ? m.unshared : m.shared_);
    } catch (error) {
      toast.error(refusalOf(error));
    }
    reload();
  };

  const remove = async (view: SavedView) => {
    setAnchor(null);
    const sure = await confirm({
      title: m.removeTitle,
      message: m.removeMessage(view.name),
      confirmColor: 'error',
    });
    if (!sure) return;
    try {
      const answer = await deleteSavedView(view._id);
      toast.success(answer.message);
    } catch (error) {
      toast.error(refusalOf(error));
    }
    reload();
  };

  const item = (view: Openable, secondary?: string) => (
    <MenuItem
      key={isSaved(view) ? view._id : view.key}
      selected={view === active}
      onClick={() => open(view)}
    >
      <ListItemText primary={view.name} secondary={secondary} />
    </MenuItem>
  );
  const section = (
    title: string,
    entries: readonly Openable[],
    secondaryOf?: (v: SavedView) => string | undefined,
  ) => [
    <ListSubheader key={`${title}-header`}>{title}</ListSubheader>,
    ...(entries.length
      ? entries.map((v) => item(v, isSaved(v) ? secondaryOf?.(v) : undefined))
      : [
          <MenuItem key={`${title}-none`} disabled>
            {loading ? m.loading : m.none}
          </MenuItem>,
        ]),
  ];
  const activeOwn = active && isSaved(active) && active.mine ? active : undefined;

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<BookmarksOutlined />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={active ? m.buttonActive(active.name) : m.button}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ maxWidth: 280 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {active ? active.name : m.button}
        </span>
      </Button>
      {anchor && (
        <Menu
          anchorEl={anchor}
          open
          onClose={() => setAnchor(null)}
          slotProps={{ list: { 'aria-label': m.menu, dense: true } }}
        >
          {presets.length > 0 && section(m.presets, presets)}
          {section(m.mine, mine, (v) => (v.shared ? m.sharedMark : undefined))}
          {shared.length > 0 && section(m.shared, shared, (v) => m.sharedBy(v.ownerName))}
          <Divider />
          <MenuItem onClick={() => void save()}>{m.save}</MenuItem>
          {activeOwn && [
            <MenuItem key="rename" onClick={() => void rename(activeOwn)}>
              {m.rename(activeOwn.name)}
            </MenuItem>,
            <MenuItem key="share" onClick={() => void toggleShare(activeOwn)}>
              {activeOwn.shared ? m.unshare(activeOwn.name) : m.share(activeOwn.name)}
            </MenuItem>,
            <MenuItem
              key="remove"
              onClick={() => void remove(activeOwn)}
              sx={{ color: 'error.main' }}
            >
              {m.remove(activeOwn.name)}
            </MenuItem>,
          ]}
        </Menu>
      )}
    </>
  );
}
