import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridColDef } from '@mui/x-data-grid';
import { z } from 'zod';
import { bulkMessages, type BulkAnswer } from '@app/contract';
import { ApiError } from '@app/data-access-api';
import { DataTable } from '../data-table';
import { renderWithUi } from '../testing/render';
import { useBulkAction, type BulkAction } from './bulk-action';
import { BulkActionBar, useBulkSelection } from './bulk-selection';

interface Row {
  _id: string;
  code: string;
  pending: boolean;
}
const rows: Row[] = [
  { _id: 'a', code: 'GD001', pending: true },
  { _id: 'b', code: 'GD002', pending: false },
  { _id: 'c', code: 'GD003', pending: true },
  { _id: 'd', code: 'GD004', pending: true },
];
const columns: GridColDef<Row>[] = [{ field: 'code', headerName: 'Mã', width: 120 }];
const isPending = (row: Row) => row.pending;
const labelOf = (row: Row) => row.code;

/** The answer a server gives: `refused` ids refused with 409, the others done. */
const answerOf = (ids: string[], refused: Record<string, string> = {}): BulkAnswer => {
  const data = ids.map((id) =>
    refused[id]
      ? { id, ok: false as const, status: 409, message: refused[id]! }
      : { id, ok: true as const },
  );
  const done = data.filter((d) => d.ok).length;
  return {
    data,
    done,
    refused: ids.length - done,
    message: bulkMessages.summary(done, ids.length),
  };
};

function Screen({
  resetKey = 1,
  actions,
  onDone = jest.fn(),
}: {
  resetKey?: number;
  actions: BulkAction[];
  onDone?: () => void;
}) {
  const selection = useBulkSelection({ rows, isSelectable: isPending, resetKey });
  const { run, busy } = useBulkAction<Row>({
    labelOf,
    onDone: () => {
      selection.clear();
      onDone();
    },
  });
  return (
    <>
      <BulkActionBar
        count={selection.selected.length}
        busy={busy}
        onClear={selection.clear}
        actions={actions.map((a) => ({
          label: a.confirmText,
          onClick: () => void run(selection.selected, a),
        }))}
      />
      <DataTable
        rows={rows}
        columns={columns}
        rowCount={rows.length}
        page={1}
        pageSize={10}
        onPageChange={jest.fn()}
        {...selection.tableProps}
      />
    </>
  );
}

const rowCheckbox = (code: string) =>
  within(
    screen.getByRole('gridcell', { name: code }).closest('[role="row"]') as HTMLElement,
  ).getByRole('checkbox');

const approveAction = (call: BulkAction['call']): BulkAction => ({
  title: 'Duyệt giao dịch',
  question: (n) => `Duyệt ${n} giao dịch đã chọn?`,
  confirmText: 'Duyệt',
  call,
});

describe('bulk kit', () => {
  it('selects only the selectable rows, shows the bar with the count, clears on "Bỏ chọn" and on a new page or filter', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithUi(<Screen actions={[approveAction(jest.fn())]} />);
    expect(screen.queryByRole('region', { name: 'Thao tác hàng loạt' })).not.toBeInTheDocument();
    expect(rowCheckbox('GD002')).toBeDisabled();
    await user.click(rowCheckbox('GD001'));
    await user.click(rowCheckbox('GD003'));
    const bar = screen.getByRole('region', { name: 'Thao tác hàng loạt' });
    expect(within(bar).getByText('Đã chọn 2')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Bỏ chọn' }));
    expect(screen.queryByRole('region', { name: 'Thao tác hàng loạt' })).not.toBeInTheDocument();
    expect(rowCheckbox('GD001')).not.toBeChecked();

    // The header checkbox selects every selectable row of the page, never the decided one.
    await user.click(screen.getByRole('checkbox', { name: 'Chọn tất cả hàng' }));
    expect(screen.getByText('Đã chọn 3')).toBeInTheDocument();
    rerender(<Screen resetKey={2} actions={[approveAction(jest.fn())]} />);
    expect(screen.queryByRole('region', { name: 'Thao tác hàng loạt' })).not.toBeInTheDocument();
    expect(rowCheckbox('GD001')).not.toBeChecked();
  });

  it('a ticked box reads ticked as soon as the click returns, not a task later', async () => {
    renderWithUi(<Screen actions={[approveAction(jest.fn())]} />);
    // As in a browser: the click outside `act`, whose flush would hide the task in between (a
    // controlled grid took the selection back in a passive effect, after React had put the native
    // checkbox back unticked; a test clicking on a busy machine read it so).
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const box = rowCheckbox('GD001') as HTMLInputElement;
      box.click();
      expect(box.checked).toBe(true);
      await waitFor(() => expect(screen.getByText('Đã chọn 1')).toBeInTheDocument());
      expect(rowCheckbox('GD001')).toBeChecked();
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('confirms naming the count, makes one call, reloads, and lists every row done or refused with the reason', async () => {
    const user = userEvent.setup();
    const call = jest.fn(async (ids: string[]) =>
      answerOf(ids, { c: 'Giao dịch đã được xử lý trước đó (Đã duyệt). Vui lòng tải lại.' }),
    );
    const onDone = jest.fn();
    renderWithUi(<Screen actions={[approveAction(call)]} onDone={onDone} />);
    await user.click(rowCheckbox('GD001'));
    await user.click(rowCheckbox('GD003'));
    await user.click(screen.getByRole('button', { name: 'Duyệt' }));
    const question = await screen.findByRole('dialog', { name: 'Duyệt giao dịch' });
    expect(question).toHaveTextContent('Duyệt 2 giao dịch đã chọn?');
    expect(call).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Duyệt' }));

    const result = await screen.findByRole('dialog', { name: 'Duyệt giao dịch' });
    await within(result).findByText('Đã xử lý 1/2 bản ghi');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith(['a', 'c'], undefined);
    expect(onDone).toHaveBeenCalledTimes(1);
    const items = within(
      within(result).getByRole('list', { name: 'Kết quả từng bản ghi' }),
    ).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'GD001Đã xử lý',
      'GD003Bị từ chốiGiao dịch đã được xử lý trước đó (Đã duyệt). Vui lòng tải lại.',
    ]);
    // The selection is gone, and the dialog closes from the keyboard.
    expect(screen.queryByRole('region', { name: 'Thao tác hàng loạt' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks nothing of the server when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const call = jest.fn(async (ids: string[]) => answerOf(ids));
    renderWithUi(<Screen actions={[approveAction(call)]} />);
    await user.click(rowCheckbox('GD004'));
    await user.click(screen.getByRole('button', { name: 'Duyệt' }));
    const question = await screen.findByRole('dialog', { name: 'Duyệt giao dịch' });
    await user.click(within(question).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByText('Đã chọn 1')).toBeInTheDocument();
  });

  it('a refusal of the whole call shows as a toast, and the selection stays for another try', async () => {
    const user = userEvent.setup();
    const call = jest.fn(async () => {
      throw new ApiError('Bạn không có quyền thực hiện thao tác này', 'http', 403);
    });
    const onDone = jest.fn();
    renderWithUi(<Screen actions={[approveAction(call)]} onDone={onDone} />);
    await user.click(rowCheckbox('GD001'));
    await user.click(screen.getByRole('button', { name: 'Duyệt' }));
    const question = await screen.findByRole('dialog', { name: 'Duyệt giao dịch' });
    await user.click(within(question).getByRole('button', { name: 'Duyệt' }));
    expect(
      await screen.findByText('Bạn không có quyền thực hiện thao tác này'),
    ).toBeInTheDocument();
    expect(call).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByText('Đã chọn 1')).toBeInTheDocument();
  });

  it('asks one reason for all rows, checked by its schema; the server refusing the reason shows under the field', async () => {
    const user = userEvent.setup();
    let first = true;
    const call = jest.fn(async (ids: string[]) => {
      if (first) {
        first = false;
        throw new ApiError('Lý do không hợp lệ', 'http', 400);
      }
      return answerOf(ids);
    });
    const reject: BulkAction = {
      title: 'Từ chối giao dịch',
      question: (n) => `Từ chối ${n} giao dịch đã chọn?`,
      confirmText: 'Từ chối',
      confirmColor: 'error',
      reason: {
        label: 'Lý do từ chối',
        schema: z.string().trim().min(1, 'Vui lòng nhập lý do từ chối!'),
      },
      call,
    };
    renderWithUi(<Screen actions={[reject]} />);
    await user.click(rowCheckbox('GD001'));
    await user.click(rowCheckbox('GD004'));
    await user.click(screen.getByRole('button', { name: 'Từ chối' }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối giao dịch' });
    expect(dialog).toHaveTextContent('Từ chối 2 giao dịch đã chọn?');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await within(dialog).findByText('Vui lòng nhập lý do từ chối!')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Lý do từ chối/ }), 'Sai số tiền');
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await within(dialog).findByText('Lý do không hợp lệ')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await screen.findByText('Đã xử lý 2/2 bản ghi')).toBeInTheDocument();
    expect(call).toHaveBeenLastCalledWith(['a', 'd'], 'Sai số tiền');
    expect(call).toHaveBeenCalledTimes(2);
  });
});
