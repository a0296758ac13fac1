import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { buildingsMessages, type BuildingCategory } from '@app/buildings-contract';
import { ActionsDialog, type DialogProps } from '@app/ui';
import { getActiveSpecialCategories, type SpecialCategoryRow } from '../api/buildings-api';
import { messages } from '../messages';
import { SectionPanel } from './section-panel';

const t = messages.categories;

export interface CategoriesPanelProps {
  categories: BuildingCategory[];
  onAdd: () => void;
  onRemove: (category: BuildingCategory) => void;
}

/** The building's custom (special) categories, with 'Thêm danh mục' and a confirmed removal. */
export function CategoriesPanel({ categories, onAdd, onRemove }: CategoriesPanelProps) {
  return (
    <SectionPanel title={t.title} action={{ label: t.add, onClick: onAdd }}>
      {categories.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t.none}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {categories.map((category) => (
            <Chip
              key={category._id}
              label={category.name}
              color={category.active ? 'primary' : 'default'}
              variant={category.active ? 'filled' : 'outlined'}
              onDelete={() => onRemove(category)}
              deleteIcon={
                <span role="button" aria-label={t.removeOf(category.name)}>
                  ×
                </span>
              }
            />
          ))}
        </Stack>
      )}
    </SectionPanel>
  );
}

export interface AddCategoryPayload {
  /** Already linked: left out of the choices. */
  linked: string[];
  /** Links the category; resolves to the server's refusal message, or `null` when linked. */
  save: (categoryId: string) => Promise<string | null>;
}

/**
 * The add modal: a select of every active special category not yet linked ('Vui lòng chọn danh
 * mục!' when empty).
 */
export function AddCategoryDialog({
  open,
  payload,
  onClose,
}: DialogProps<AddCategoryPayload, string>) {
  const [rows, setRows] = useState<SpecialCategoryRow[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getActiveSpecialCategories(controller.signal).then(
      (answer) => setRows(answer),
      () => setRows([]),
    );
    return () => controller.abort();
  }, []);

  const choices = (rows ?? []).filter((row) => !payload.linked.includes(row._id));
  const submit = async () => {
    if (!chosen) return setError(buildingsMessages.categoryRequired);
    setSaving(true);
    const refusal = await payload.save(chosen);
    setSaving(false);
    if (refusal) setError(refusal);
    else onClose(chosen);
  };

  return (
    <ActionsDialog
      open={open}
      onClose={onClose}
      title={t.addTitle}
      width="form"
      dismissLabel={messages.cancel}
      actions={
        <Button variant="contained" loading={saving} onClick={() => void submit()}>
          {messages.ok}
        </Button>
      }
    >
      <TextField
        select
        fullWidth
        margin="dense"
        label={t.category}
        value={chosen}
        disabled={rows === null}
        onChange={(event) => {
          setChosen(event.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error}
      >
        {choices.length === 0 && (
          <MenuItem value="" disabled>
            {messages.noData}
          </MenuItem>
        )}
        {choices.map((row) => (
          <MenuItem key={row._id} value={row._id}>
            {row.name}
          </MenuItem>
        ))}
      </TextField>
    </ActionsDialog>
  );
}
