import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { UiProvider } from '../ui-provider';
import { ListWarmup } from './list-warmup';

/** `requestIdleCallback` that the test calls: `idle()` runs what waits for an idle moment. */
let waiting: (() => void)[] = [];
const idle = () =>
  act(() => {
    const jobs = waiting;
    waiting = [];
    for (const job of jobs) job();
  });

beforeEach(() => {
  waiting = [];
  window.requestIdleCallback = ((job: () => void) => waiting.push(job)) as never;
  window.cancelIdleCallback = jest.fn();
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

/** The shell with the warm-up beside the page, at `url`; `grid`: the page has a table already. */
function renderShell(url: string, { grid = false } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <UiProvider>
            <Outlet />
            <ListWarmup />
          </UiProvider>
        ),
        children: [
          {
            path: 'dashboard',
            element: grid ? <div className="MuiDataGrid-root" /> : <h1>Tổng quan</h1>,
          },
          { path: 'dashboard/order', element: <h1>Đơn hàng</h1> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/** The warm-up's host; its list is inside a closed shadow root, out of every query's reach. */
const warmHost = (container: HTMLElement) => container.querySelector('[data-list-warmup]');

describe('ListWarmup', () => {
  it('renders a hidden list once the browser is idle, then takes it away', async () => {
    // Frames come when the test says: the warm-up is seen before it can finish.
    let frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((job) => frames.push(job));
    const { container } = renderShell('/dashboard');
    await screen.findByRole('heading', { name: 'Tổng quan' });
    expect(container.querySelector('.MuiDataGrid-root')).toBeNull();
    idle();
    await waitFor(() => expect(warmHost(container)).not.toBeNull());
    // Hidden, out of the accessibility tree, and its grid out of reach of the page's queries.
    expect(warmHost(container)).toHaveAttribute('aria-hidden', 'true');
    expect(warmHost(container)).not.toBeVisible();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(container.querySelector('.MuiDataGrid-root')).toBeNull();
    await waitFor(() => {
      act(() => {
        const jobs = frames;
        frames = [];
        for (const job of jobs) job(performance.now());
      });
      expect(warmHost(container)).toBeNull();
    });
    idle();
    expect(warmHost(container)).toBeNull();
  });

  it('does nothing on a page that has a table already', async () => {
    const { container } = renderShell('/dashboard', { grid: true });
    expect(waiting).toHaveLength(1);
    idle();
    expect(warmHost(container)).toBeNull();
    expect(container.querySelectorAll('.MuiDataGrid-root')).toHaveLength(1);
  });

  it('is gone in the render that shows the next page', async () => {
    // No frame comes: the warm-up cannot see its rows and finish on its own.
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const { container, router } = renderShell('/dashboard');
    idle();
    await waitFor(() => expect(warmHost(container)).not.toBeNull());
    await act(() => router.navigate('/dashboard/order'));
    expect(screen.getByRole('heading', { name: 'Đơn hàng' })).toBeInTheDocument();
    expect(warmHost(container)).toBeNull();
    // Not again when the person comes back before it was done.
    await act(() => router.navigate('/dashboard'));
    idle();
    expect(warmHost(container)).toBeNull();
  });
});
