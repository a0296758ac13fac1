import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { PRODUCT_PICKER_PAGE_SIZE } from '@app/categories-contract';
import { DebouncedTextField, ActionsDialog, StatusTag, type DialogProps } from '@app/ui';
import { formatMoney } from '@app/util-format';
import { messages } from '../messages';
import { useProductSearch } from '../store/categories-store';

export interface AddProductsPayload {
  categoryId: string;
  /** Adds the chosen ids: `null` closes the dialog, a message is shown in it. */
  submit: (productIds: string[]) => Promise<string | null>;
}

/** The add-products modal: the shops' products searched by name or code, 10 a page, several chosen. */
export function AddProductsDialog({
  open,
  payload: { categoryId, submit },
  onClose,
}: DialogProps<AddProductsPayload, number>) {
  const m = messages.picker;
  const c = messages.detail.columns;
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const query = useMemo(
    () => ({ id: categoryId, text: text || undefined, page, quantity: PRODUCT_PICKER_PAGE_SIZE }),
    [categoryId, text, page],
  );
  const result = useProductSearch(open ? query : null);
  const rows = result.data?.data ?? [];

  const toggle = (id: string) =>
    setChosen((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  const add = async () => {
    setSaving(true);
    const refusal = await submit(chosen);
    setSaving(false);
    if (refusal === null) onClose(chosen.length);
    else setError(refusal);
  };

  return (
    <ActionsDialog
      open={open}
      onClose={onClose}
      title={m.title}
      width="wide"
      dismissLabel={messages.cancel}
      actions={
        <Button
          variant="contained"
          disabled={!chosen.length}
          loading={saving}
          onClick={() => void add()}
        >
          {m.add}
        </Button>
      }
    >
      <DebouncedTextField
        size="small"
        fullWidth
        label={m.search}
        value={text}
        onDebouncedChange={(value) => {
          setText(value.trim());
          setPage(1);
        }}
        sx={{ mt: 1, mb: 1 }}
      />
      <Table size="small" aria-label={m.title}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{c.name}</TableCell>
            <TableCell>{c.code}</TableCell>
            <TableCell>{c.shop}</TableCell>
            <TableCell align="right">{c.price}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((p) => (
            <TableRow key={p._id} hover>
              <TableCell padding="checkbox">
                {p.status ? (
                  <StatusTag
                    label={m.inCategory[p.status]}
                    color={p.status === 'approved' ? 'success' : 'warning'}
                  />
                ) : (
                  <Checkbox
                    checked={chosen.includes(p._id)}
                    onChange={() => toggle(p._id)}
                    slotProps={{ input: { 'aria-label': m.choose(p.name) } }}
                  />
                )}
              </TableCell>
              <TableCell>{p.name}</TableCell>
              <TableCell>{p.code}</TableCell>
              <TableCell>{p.shop.name}</TableCell>
              <TableCell align="right">{formatMoney(p.price)}</TableCell>
            </TableRow>
          ))}
          {!rows.length && !result.loading ? (
            <TableRow>
              <TableCell colSpan={5} align="center">
                {messages.empty}
              </TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={result.data?.total ?? 0}
        page={page - 1}
        rowsPerPage={PRODUCT_PICKER_PAGE_SIZE}
        rowsPerPageOptions={[]}
        onPageChange={(_, p) => setPage(p + 1)}
      />
      <Typography variant="body2">{m.selected(chosen.length)}</Typography>
      {error ? (
        <Typography color="error" variant="body2">
          {error}
        </Typography>
      ) : null}
    </ActionsDialog>
  );
}
