import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../testing/render';
import { useDialogs, type DialogProps } from './dialogs';

function NameDialog({ open, payload, onClose }: DialogProps<{ title: string }, string>) {
  return (
    <Dialog open={open} onClose={() => onClose()} aria-labelledby="name-title">
      <DialogTitle id="name-title">{payload.title}</DialogTitle>
      <Button onClick={() => onClose('Lan')}>Lưu</Button>
      <Button onClick={() => onClose()}>Hủy</Button>
    </Dialog>
  );
}

function Screen() {
  const dialogs = useDialogs();
  const [answers, setAnswers] = useState<string[]>([]);
  const ask = async () => {
    const name = await dialogs.open(NameDialog, { title: 'Đặt tên' });
    setAnswers((a) => [...a, name === undefined ? 'đã hủy' : name]);
  };
  return (
    <>
      <Button onClick={() => void ask()}>Mở</Button>
      <output aria-label="Kết quả">{answers.join(', ')}</output>
    </>
  );
}

describe('useDialogs', () => {
  it('resolves to what the dialog closes with, and removes it', async () => {
    renderWithUi(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    expect(await screen.findByRole('dialog', { name: 'Đặt tên' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByRole('status', { name: 'Kết quả' })).toHaveTextContent('Lan');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves to undefined when cancelled, by its button or by Escape', async () => {
    renderWithUi(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hủy' }));
    expect(screen.getByRole('status', { name: 'Kết quả' })).toHaveTextContent(/^đã hủy$/);
    await userEvent.click(screen.getByRole('button', { name: 'Mở' }));
    await screen.findByRole('dialog', { name: 'Đặt tên' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Kết quả' })).toHaveTextContent('đã hủy, đã hủy'),
    );
  });

  it('asks for DialogsProvider when none is mounted', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Bare = () => {
      useDialogs();
      return null;
    };
    expect(() => render(<Bare />)).toThrow(/DialogsProvider/);
  });
});
