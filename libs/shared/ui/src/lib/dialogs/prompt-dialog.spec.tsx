import Button from '@mui/material/Button';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from 'zod';
import { ApiError } from '@app/data-access-api';
import { renderWithUi } from '../testing/render';
import { useDialogs } from './dialogs';
import { PromptDialog, type DialogOutcome } from './prompt-dialog';

const noteSchema = z.string().trim().min(1, { error: 'Vui lòng nhập ghi chú!' });

function Screen({ answer }: { answer: (value: string) => DialogOutcome }) {
  const dialogs = useDialogs();
  const [result, setResult] = useState('');
  const ask = async () => {
    const note = await dialogs.open(PromptDialog, {
      title: 'Ghi chú đơn hàng',
      label: 'Ghi chú',
      multiline: true,
      schema: noteSchema,
      submit: async (value) => answer(value),
    });
    setResult(note ?? 'đã hủy');
  };
  return (
    <>
      <Button onClick={() => void ask()}>Mở</Button>
      <output aria-label="Kết quả">{result}</output>
    </>
  );
}

async function openPrompt(answer: (value: string) => DialogOutcome) {
  renderWithUi(<Screen answer={answer} />);
  await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
  return screen.findByRole('dialog', { name: 'Ghi chú đơn hàng' });
}

describe('PromptDialog', () => {
  it("checks the value with the field's schema, then resolves to its output", async () => {
    const answer = jest.fn((): DialogOutcome => 'close');
    const dialog = await openPrompt(answer);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Vui lòng nhập ghi chú!')).toBeInTheDocument();
    expect(answer).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ghi chú/ }), '  Gọi trước ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByRole('status', { name: 'Kết quả' })).toHaveTextContent('Gọi trước');
    expect(answer).toHaveBeenCalledWith('Gọi trước');
  });

  it("shows a 400's field error under the field and stays open", async () => {
    const refused = new ApiError('Dữ liệu không hợp lệ (shopNote): Quá dài', 'http', 400, {
      message: 'Dữ liệu không hợp lệ (shopNote): Quá dài',
      errors: [{ path: 'shopNote', message: 'Ghi chú tối đa 1000 ký tự' }],
    });
    const dialog = await openPrompt(() => ({ refused }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ghi chú/ }), 'Dài');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Ghi chú tối đa 1000 ký tự')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ghi chú đơn hàng' })).toBeInTheDocument();
  });

  it('shows a refusal without field errors as its message, and cancels with Hủy', async () => {
    const dialog = await openPrompt(() => ({ refused: 'Đơn hàng đã giao' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Ghi chú/ }), 'Hủy giúp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Đơn hàng đã giao')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'Kết quả' })).toHaveTextContent('đã hủy');
  });
});
