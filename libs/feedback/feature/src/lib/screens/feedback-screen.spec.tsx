import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_URL_PREFIX, Role, type AccessTokenClaims, type LiveEvent } from '@app/contract';
import type { LiveMessage } from '@app/data-access-api';
import { useToastStore } from '@app/ui';
import { expectUrlPrefetchTaken, findRow } from '@app/ui/testing';
import { useAuthStore } from '@app/util-auth';
import { prefetch } from '../prefetch';
import { feedbackFixture, installServer, renderFeedback } from '../feedback.fixtures';
import { feedbackStore, resetFeedbackStore } from '../store/feedback-store';

/** The tab's live stream, stood in for: the listeners the screen and its dialog register. */
const mockLive = new Set<(message: LiveMessage) => void>();
jest.mock('@app/data-access-api', () => ({
  ...jest.requireActual('@app/data-access-api'),
  onLive: (listener: (message: LiveMessage) => void) => {
    mockLive.add(listener);
    return () => mockLive.delete(listener);
  },
}));
/** A feedback changed elsewhere, as the stream says it. */
const changedElsewhere = (recordId: string, status: string) => {
  const event: LiveEvent = {
    id: '1',
    kind: 'feedback',
    op: 'update',
    recordId,
    buildings: [],
    status,
  };
  act(() => mockLive.forEach((listener) => listener({ type: 'change', event })));
};

/** The list with the reply dialog of its first feedback open. */
async function openReply() {
  installServer(rows);
  renderFeedback();
  await screen.findByText('Phản hồi số 1');
  await userEvent.click(screen.getAllByRole('button', { name: 'Trả lời' })[0]!);
  return screen.findByRole('dialog', { name: 'Phản hồi: Phản hồi số 1' });
}

beforeEach(() => {
  resetFeedbackStore();
  useToastStore.getState().clear();
  useAuthStore.setState({ user: { role: Role.SUPER_ADMIN } as AccessTokenClaims });
});
afterEach(() => {
  jest.restoreAllMocks();
  useAuthStore.setState({ user: null });
});

/** An image the residents' app uploaded to us. */
const upload = (n: number) => `${IMAGE_URL_PREFIX}${n.toString(16).padStart(24, '0')}.png`;

const rows = [feedbackFixture(1, 0, [1, 2, 3, 4, 5].map(upload)), feedbackFixture(2, 1)];

describe('<FeedbackScreen />', () => {
  it('shows each feedback with its author, residence, status and at most 4 images', async () => {
    installServer(rows);
    renderFeedback();
    expect(await screen.findByText('Phản hồi số 1')).toBeInTheDocument();
    expect(screen.getByText('Phản hồi số 2')).toBeInTheDocument();
    const first = screen.getByText('Phản hồi số 1').closest('[role="row"]') as HTMLElement;
    expect(within(first).getByText('Nguyễn Thị Hoa')).toBeInTheDocument();
    expect(within(first).getByText('0901234567')).toBeInTheDocument();
    expect(within(first).getByText('A-0101')).toBeInTheDocument();
    expect(within(first).getByText('Tòa A')).toBeInTheDocument();
    expect(within(first).getByText('Chưa xử lý')).toBeInTheDocument();
    expect(within(first).getAllByRole('button', { name: /^Xem ảnh/ })).toHaveLength(4);
  });

  it('reads the status filter from the URL and puts a new choice in it', async () => {
    const server = installServer(rows);
    const { router } = renderFeedback('/dashboard/feedback?status=0');
    expect(await screen.findByText('Phản hồi số 1')).toBeInTheDocument();
    expect(screen.queryByText('Phản hồi số 2')).not.toBeInTheDocument();
    expect(server.seen[0]!.url.pathname).toBe('/api/v1.1/admin/feedback');
    expect(server.seen[0]!.url.searchParams.get('status')).toBe('0');

    await userEvent.click(screen.getByRole('combobox', { name: 'Trạng thái' }));
    await userEvent.click(screen.getByRole('option', { name: 'Đã xử lý' }));
    expect(await screen.findByText('Phản hồi số 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=1');
  });

  it('asks the operator twin for an operator', async () => {
    useAuthStore.setState({ user: { role: Role.OPERATOR } as AccessTokenClaims });
    const server = installServer(rows);
    renderFeedback();
    await screen.findByText('Phản hồi số 1');
    expect(server.seen[0]!.url.pathname).toBe('/api/v1.1/operator/feedback');
  });

  it('opens an image in the lightbox, and the detail with the reply form from the row', async () => {
    const server = installServer(rows);
    renderFeedback();
    await screen.findByText('Phản hồi số 1');
    await userEvent.click(screen.getByRole('button', { name: 'Xem ảnh 2: Phản hồi số 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Ảnh 2/5' })).toHaveAttribute('src', upload(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ảnh sau' }));
    expect(within(dialog).getByRole('img', { name: 'Ảnh 3/5' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getAllByRole('button', { name: 'Trả lời' })[0]!);
    const detail = await screen.findByRole('dialog', { name: 'Phản hồi: Phản hồi số 1' });
    expect(within(detail).getByText('Nội dung phản hồi 1')).toBeInTheDocument();
    // An empty reply is refused before any call; a reply is sent as the reply's content.
    await userEvent.click(within(detail).getByRole('button', { name: 'Gửi trả lời' }));
    expect(within(detail).getByText('Vui lòng nhập nội dung trả lời')).toBeInTheDocument();
    expect(server.seen.some((r) => r.method === 'POST')).toBe(false);
    await userEvent.type(within(detail).getByLabelText('Nội dung trả lời'), '  Đã sửa xong  ');
    await userEvent.click(within(detail).getByRole('button', { name: 'Gửi trả lời' }));
    expect(await within(detail).findByText('Phản hồi đã được xử lý.')).toBeInTheDocument();
    const sent = server.seen.find((r) => r.method === 'POST')!;
    expect(sent.url.pathname).toBe(`/api/v1.1/admin/feedback/${rows[0]!._id}/reply`);
    expect(sent.body).toEqual({ content: 'Đã sửa xong' });
    expect(within(detail).queryByRole('button', { name: 'Gửi trả lời' })).not.toBeInTheDocument();
  });

  it('says in the open reply dialog that its feedback was resolved elsewhere, and shows it so on “Tải lại”; its own reply is no news', async () => {
    const detail = await openReply();
    const notice = 'Phản hồi này vừa được thay đổi ở nơi khác.';
    changedElsewhere(rows[1]!._id, '0');
    expect(within(detail).queryByText(notice)).not.toBeInTheDocument();

    changedElsewhere(rows[0]!._id, '1');
    expect(await within(detail).findByText(notice)).toBeInTheDocument();
    // The form stays: a reply sent anyway goes to the server, which refuses a stale one (409).
    expect(within(detail).getByLabelText('Nội dung trả lời')).toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: 'Tải lại' }));
    expect(within(detail).queryByText(notice)).not.toBeInTheDocument();
    expect(within(detail).getByText('Phản hồi đã được xử lý.')).toBeInTheDocument();
    expect(within(detail).queryByLabelText('Nội dung trả lời')).not.toBeInTheDocument();
  });

  it('does not take the dialog’s own reply, echoed by the stream, for a change elsewhere', async () => {
    const detail = await openReply();
    await userEvent.type(within(detail).getByLabelText('Nội dung trả lời'), 'Đã sửa xong');
    await userEvent.click(within(detail).getByRole('button', { name: 'Gửi trả lời' }));
    expect(await within(detail).findByText('Phản hồi đã được xử lý.')).toBeInTheDocument();
    changedElsewhere(rows[0]!._id, '1');
    expect(
      within(detail).queryByText('Phản hồi này vừa được thay đổi ở nơi khác.'),
    ).not.toBeInTheDocument();
  });

  it('shows only images we serve: one from another host is a placeholder and is never requested', async () => {
    const foreign = ['https://tracker.example/a.png', '//tracker.example/b.png'];
    const row = feedbackFixture(3, 0, [foreign[0]!, upload(7), foreign[1]!]);
    row.author.avatar = 'https://tracker.example/avatar.png';
    installServer([row]);
    renderFeedback();
    const line = await findRow('Phản hồi số 3');
    const sources = () =>
      Array.from(document.querySelectorAll('img'), (img) => img.getAttribute('src') ?? '');
    expect(sources()).toEqual([`${upload(7)}?width=96&height=64`]);
    expect(within(line).getAllByRole('img', { name: 'Ảnh từ nguồn ngoài' })).toHaveLength(2);

    await userEvent.click(within(line).getByRole('button', { name: 'Xem ảnh 2: Phản hồi số 3' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Ảnh 2/3' })).toHaveAttribute('src', upload(7));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ảnh sau' }));
    expect(within(dialog).getByText('Ảnh từ nguồn ngoài, không hiển thị')).toBeInTheDocument();
    expect(sources().some((src) => src.includes('tracker.example'))).toBe(false);
  });

  it('shows the page the route prefetched, from the same query: the list is asked once', async () => {
    const server = installServer(rows);
    const url = '/dashboard/feedback?status=1&page=2';
    const route = { prefetch, render: renderFeedback };
    await expectUrlPrefetchTaken([feedbackStore.list], url, route, async () => {
      expect(await screen.findByText('Phản hồi số 2')).toBeInTheDocument();
    });
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]!.url.pathname).toBe('/api/v1.1/admin/feedback');
    expect(Object.fromEntries(server.seen[0]!.url.searchParams)).toEqual({
      status: '1',
      page: '2',
      quantity: '50',
    });
  });
});
