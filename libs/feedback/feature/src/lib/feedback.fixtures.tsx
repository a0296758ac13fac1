import type { FeedbackItem } from '@app/feedback-contract';
import { installFakeApi, ok, renderRoutes } from '@app/ui/testing';
import { feedbackRoutes } from './routes';

export const feedbackFixture = (n: number, status: 0 | 1, images: string[] = []): FeedbackItem => ({
  _id: n.toString(16).padStart(24, '0'),
  title: `Phản hồi số ${n}`,
  content: `Nội dung phản hồi ${n}`,
  tag: 'Vệ sinh',
  status,
  images,
  author: { _id: 'a'.repeat(24), name: 'Nguyễn Thị Hoa', avatar: '', phone: '0901234567' },
  apartment: { _id: 'b'.repeat(24), name: 'A-0101' },
  building: { _id: 'c'.repeat(24), name: 'Tòa A' },
  createdAt: '2026-11-20T23:30:00.000Z',
});

/**
 * The fake API of the feedback screens (the API itself is tested on the real server and database
 * in the server lib): it answers the list, filtered by `status`, a feedback's (empty) history, and
 * a reply or a resolve with the feedback resolved.
 */
export function installServer(rows: FeedbackItem[]) {
  return installFakeApi((req) => {
    // The detail dialog: an empty history; a reply or a resolve answers the feedback resolved.
    if (req.url.pathname.endsWith('/history')) return ok({ data: [], total: 0 });
    const decided = /\/feedback\/([0-9a-f]{24})\/(reply|resolve)$/.exec(req.url.pathname);
    if (decided) {
      const row = rows.find((r) => r._id === decided[1])!;
      return ok({
        message: 'Đã gửi trả lời cho cư dân và đánh dấu phản hồi đã xử lý',
        data: { ...row, status: 1 },
      });
    }
    const status = req.url.searchParams.get('status');
    const data = rows.filter((r) => status === null || r.status === Number(status));
    return ok({ data, total: data.length });
  });
}

/** The feature's routes as the console mounts them (under the shell's UiProvider), at `url`. */
export const renderFeedback = (url = '/dashboard/feedback') => renderRoutes(feedbackRoutes, url);
