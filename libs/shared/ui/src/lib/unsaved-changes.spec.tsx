import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { UiProvider } from './ui-provider';
import { useUnsavedChangesGuard } from './unsaved-changes';

let discard: () => Promise<boolean> = async () => true;
let release: () => void = () => undefined;

function Form() {
  const [name, setName] = useState('');
  const guard = useUnsavedChangesGuard(name !== '');
  discard = guard.confirmDiscard;
  release = guard.release;
  return (
    <label>
      Tên
      <input value={name} onChange={(e) => setName(e.target.value)} />
    </label>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderForm() {
  const shell = (
    <UiProvider>
      <Link to="/other">Trang khác</Link>
      <Where />
      <Outlet />
    </UiProvider>
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: shell,
        children: [
          { path: 'form', element: <Form /> },
          { path: 'other', element: <p>Trang khác</p> },
        ],
      },
    ],
    { initialEntries: ['/other', '/form'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedChangesGuard', () => {
  it('lets a clean form go without asking, and the browser is not asked on reload', async () => {
    const router = renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Trang khác' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it("asks before leaving changed data: 'Ở lại' stays with the changes, 'Rời trang' goes", async () => {
    const router = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tên' }), 'Tòa A');
    expect(beforeUnloadPrevented()).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Trang khác' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thay đổi chưa lưu' });
    expect(dialog).toHaveTextContent('Bạn có thay đổi chưa lưu. Rời trang?');
    await userEvent.click(screen.getByRole('button', { name: 'Ở lại' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('textbox', { name: 'Tên' })).toHaveValue('Tòa A');

    // The browser's back button too.
    await act(() => router.navigate(-1));
    await screen.findByRole('dialog', { name: 'Thay đổi chưa lưu' });
    await userEvent.click(screen.getByRole('button', { name: 'Ở lại' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');

    await userEvent.click(screen.getByRole('link', { name: 'Trang khác' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Rời trang' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/other'));
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('asks before a dialog drops its changes, and not once they are saved', async () => {
    const router = renderForm();
    await expect(discard()).resolves.toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Tên' }), 'Tòa A');
    let answer = discard();
    await userEvent.click(await screen.findByRole('button', { name: 'Ở lại' }));
    await expect(answer).resolves.toBe(false);
    answer = discard();
    await userEvent.click(await screen.findByRole('button', { name: 'Rời trang' }));
    await expect(answer).resolves.toBe(true);

    // Saved: the form moves on without a question.
    release();
    await expect(discard()).resolves.toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Trang khác' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
