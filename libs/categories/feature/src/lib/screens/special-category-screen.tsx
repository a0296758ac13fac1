import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import {
  specialCategoriesMessages,
  SpecialProductStatus,
  type SpecialCategory,
  type SpecialProduct,
} from '@app/categories-contract';
import { confirm, EmptyState, HistorySection, PageHeader, toast, useDialogs } from '@app/ui';
import { paths, usePageTitle } from '@app/util-auth';
import { AddProductsDialog } from '../components/add-products-dialog';
import { ScheduleCard } from '../components/schedule-card';
import { describeSpecialCategoryChange } from '../components/special-category-history';
import { SpecialProductsTable } from '../components/special-products-table';
import { messages } from '../messages';
import {
  addProducts,
  approveProduct,
  categoriesStore,
  editSpecialCategory,
  rejectProduct,
  removeProduct,
  useSpecialCategory,
} from '../store/categories-store';

const m = messages.detail;
const report = (result: { ok: boolean; message: string }) =>
  result.ok
    ? toast.success(result.message, messages.success)
    : toast.error(result.message, messages.failure);

/**
 * A small button of a product row: it asks `question` first when there is one, then makes the call
 * and reports its outcome.
 */
const rowButton = (
  label: string,
  color: 'success' | 'error',
  call: () => Promise<{ ok: boolean; message: string }>,
  question?: string,
) => (
  <Button
    size="small"
    color={color}
    onClick={() =>
      void (async () => {
        if (!question || (await confirm({ message: question }))) report(await call());
      })()
    }
  >
    {label}
  </Button>
);

/** The edit card: name (required) and active. */
function EditCard({ category }: { category: SpecialCategory }) {
  const [name, setName] = useState(category.name);
  const [active, setActive] = useState(category.active);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!name.trim()) {
      setError(specialCategoriesMessages.nameRequired);
      return;
    }
    setError(null);
    setSaving(true);
    const result = await editSpecialCategory(category._id, { name: name.trim(), active });
    setSaving(false);
    report(result);
  };
  return (
    <Card variant="outlined">
      <CardHeader title={m.editCard} />
      <CardContent>
        <Stack spacing={2}>
          <TextField
            size="small"
            label={messages.special.name}
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(error)}
            helperText={error}
          />
          <TextField size="small" label={m.key} value={category.key} disabled />
          <FormControlLabel
            control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
            label={messages.special.activeLabel}
          />
          <div>
            <Button variant="contained" loading={saving} onClick={() => void save()}>
              {messages.save}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The product card: pending (approve, reject) and approved (remove), and the add-products modal. */
function ProductsCard({ id }: { id: string }) {
  const dialogs = useDialogs();
  const openAdd = async () => {
    let message = '';
    const added = await dialogs.open(AddProductsDialog, {
      categoryId: id,
      submit: async (ids) => {
        const result = await addProducts(id, ids);
        message = result.message;
        return result.ok ? null : result.message;
      },
    });
    if (added !== undefined) toast.success(message, messages.success);
  };
  const pendingActions = useCallback(
    (p: SpecialProduct) => (
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {rowButton(m.approve, 'success', () => approveProduct(id, p._id))}
        {rowButton(m.reject, 'error', () => rejectProduct(id, p._id), m.confirmReject(p.name))}
      </Stack>
    ),
    [id],
  );
  const approvedActions = useCallback(
    (p: SpecialProduct) =>
      rowButton(m.remove, 'error', () => removeProduct(id, p._id), m.confirmRemove(p.name)),
    [id],
  );
  return (
    <Card variant="outlined">
      <CardHeader
        title={m.productsCard}
        action={
          <Button variant="contained" onClick={() => void openAdd()}>
            {m.addProducts}
          </Button>
        }
      />
      <CardContent>
        <SpecialProductsTable
          categoryId={id}
          status={SpecialProductStatus.PENDING}
          label={m.pending}
          actions={pendingActions}
        />
        <SpecialProductsTable
          categoryId={id}
          status={SpecialProductStatus.APPROVED}
          label={m.approved}
          actions={approvedActions}
        />
      </CardContent>
    </Card>
  );
}

/** `/dashboard/special-category/{id}`: the edit card, the schedule card and the product card. */
export function SpecialCategoryScreen() {
  const { id = '' } = useParams();
  const detail = useSpecialCategory(id);
  const category = detail.data?.data;
  usePageTitle(category?.name);
  const breadcrumbs = [
    ...messages.special.breadcrumb.map((label, i) =>
      i === 1 ? { label, to: paths.specialCategory } : { label },
    ),
    { label: category?.name ?? '…' },
  ];
  return (
    <>
      <PageHeader title={category?.name ?? messages.special.title} breadcrumbs={breadcrumbs} />
      {detail.error ? (
        <EmptyState message={detail.error.message} />
      ) : category ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={2}>
              <EditCard
                key={`${category._id}:${category.name}:${category.active}`}
                category={category}
              />
              <ScheduleCard key={category._id} category={category} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <ProductsCard id={category._id} />
          </Grid>
          <Grid size={12}>
            <Card variant="outlined" sx={{ p: 2 }}>
              <HistorySection
                store={categoriesStore.history}
                id={category._id}
                describe={describeSpecialCategoryChange}
              />
            </Card>
          </Grid>
        </Grid>
      ) : null}
    </>
  );
}
