import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useMemo } from 'react';
import type { ProductCategory } from '@app/categories-contract';
import { confirm, EmptyState, PageHeader, toast, useDialogs } from '@app/ui';
import { childrenByParent } from '../components/category-tree';
import { ProductCategoryDialog } from '../components/product-category-dialog';
import { messages } from '../messages';
import {
  removeProductCategory,
  reorderLevel,
  saveProductCategory,
  toggleProductCategory,
  useProductCategories,
} from '../store/categories-store';

const m = messages.productCategories;
const noCategories: ProductCategory[] = [];
const breadcrumbs = m.breadcrumb.map((label) => ({ label }));

interface Actions {
  create: () => void;
  edit: (c: ProductCategory) => void;
  addChild: (c: ProductCategory) => void;
  remove: (c: ProductCategory) => void;
  toggle: (c: ProductCategory) => void;
}

const Row = memo(function Row({
  category,
  children,
  actions,
}: {
  category: ProductCategory;
  children: React.ReactNode;
  actions: Actions;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: category._id });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      data-testid="category-row"
      data-id={category._id}
      sx={{
        listStyle: 'none',
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      <Paper variant="outlined" sx={{ p: 1, mb: 1 }}>
        {/* On a narrow screen the controls wrap under the name, which keeps its width and wraps
            itself rather than being cut to nothing. */}
        <Stack
          direction="row"
          useFlexGap
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          {/* The tooltip steps aside while the row is dragged. */}
          <Tooltip title={isDragging ? '' : m.dragHandle(category.name)}>
            <IconButton
              ref={setActivatorNodeRef}
              {...attributes}
              {...listeners}
              aria-label={m.dragHandle(category.name)}
              size="small"
              sx={{ cursor: 'grab', touchAction: 'none' }}
            >
              <DragIndicatorIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Avatar
            variant="rounded"
            src={category.image || undefined}
            alt=""
            sx={{ width: 36, height: 36 }}
          >
            {category.name.slice(0, 1)}
          </Avatar>
          <Box sx={{ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography data-testid="category-name" sx={{ fontWeight: 500 }}>
              {category.name}
            </Typography>
            {category.description ? (
              <Typography variant="body2" color="text.secondary" noWrap>
                {category.description}
              </Typography>
            ) : null}
          </Box>
          <Stack
            direction="row"
            useFlexGap
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', ml: 'auto' }}
          >
            <Switch
              checked={category.active}
              onChange={() => actions.toggle(category)}
              slotProps={{ input: { 'aria-label': `${m.active}: ${category.name}` } }}
            />
            <Typography
              variant="body2"
              sx={{ width: { sm: 120 } }}
              color={category.active ? 'success.main' : 'text.secondary'}
            >
              {category.active ? m.active : m.inactive}
            </Typography>
            <Button size="small" onClick={() => actions.addChild(category)}>
              {m.addChild}
            </Button>
            <Button size="small" onClick={() => actions.edit(category)}>
              {m.edit}
            </Button>
            <Button size="small" color="error" onClick={() => actions.remove(category)}>
              {m.delete}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      {children}
    </Box>
  );
});

/** One level: its own drag context, so a category moves among its siblings only. */
function Level({
  parent,
  tree,
  actions,
}: {
  parent: ProductCategory | null;
  tree: Map<string, ProductCategory[]>;
  actions: Actions;
}) {
  const rows = tree.get(parent?._id ?? '') ?? noCategories;
  const ids = useMemo(() => rows.map((r) => r._id), [rows]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => rows.find((r) => r._id === id)?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => m.announcements.start(nameOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? m.announcements.over(nameOf(active.id), ids.indexOf(String(over.id)) + 1) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? m.announcements.end(nameOf(active.id), ids.indexOf(String(over.id)) + 1) : undefined,
    onDragCancel: ({ active }) => m.announcements.cancel(nameOf(active.id)),
  };
  if (!rows.length) return null;

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
    const result = await reorderLevel(next);
    if (result.ok) toast.success(result.message, messages.success);
    else toast.error(result.message, messages.failure);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={(e) => void onDragEnd(e)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: m.dragInstructions },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box
          component="ul"
          aria-label={m.level(parent?.name ?? null)}
          sx={{ p: 0, m: 0, pl: parent ? 4 : 0 }}
        >
          {rows.map((row) => (
            <Row key={row._id} category={row} actions={actions}>
              <Level parent={row} tree={tree} actions={actions} />
            </Row>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

/** `/dashboard/Category`: the product category tree; create, edit, delete, toggle and reorder. */
export function ProductCategoriesScreen() {
  const list = useProductCategories();
  const dialogs = useDialogs();
  const rows = list.data?.data;
  const tree = useMemo(() => childrenByParent(rows ?? []), [rows]);

  const actions = useMemo<Actions>(() => {
    /** "Name" with its ancestors, for the parent select; the edited one's subtree left out. */
    const parentChoices = (editing: ProductCategory | null) => {
      const out: { _id: string; label: string }[] = [];
      const walk = (key: string, prefix: string) => {
        for (const c of tree.get(key) ?? []) {
          if (editing && c._id === editing._id) continue;
          out.push({ _id: c._id, label: `${prefix}${c.name}` });
          walk(c._id, `${prefix}${c.name} / `);
        }
      };
      walk('', '');
      return out;
    };
    const open = async (category: ProductCategory | null, parent?: string | null) => {
      let message = '';
      const saved = await dialogs.open(ProductCategoryDialog, {
        category,
        parent,
        parents: parentChoices(category),
        submit: async (input) => {
          const result = await saveProductCategory(category?._id ?? null, input);
          message = result.message;
          return result.ok ? null : result.message;
        },
      });
      if (saved !== undefined) toast.success(message, messages.success);
    };
    const report = (result: { ok: boolean; message: string }) =>
      result.ok
        ? toast.success(result.message, messages.success)
        : toast.error(result.message, messages.failure);
    return {
      create: () => void open(null, null),
      edit: (c) => void open(c),
      addChild: (c) => void open(null, c._id),
      remove: (c) =>
        void (async () => {
          if (await confirm({ message: m.confirmDelete(c.name) }))
            report(await removeProductCategory(c._id));
        })(),
      toggle: (c) => void toggleProductCategory(c._id, !c.active).then(report),
    };
  }, [dialogs, tree]);

  return (
    <>
      <PageHeader
        title={m.title}
        breadcrumbs={breadcrumbs}
        actions={
          <Button variant="contained" onClick={actions.create}>
            {m.add}
          </Button>
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {m.hint}
      </Typography>
      {rows === undefined ? (
        <Typography>{m.loading}</Typography>
      ) : rows.length === 0 ? (
        <EmptyState />
      ) : (
        <Level parent={null} tree={tree} actions={actions} />
      )}
    </>
  );
}
