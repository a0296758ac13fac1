import { DeviceType } from '@app/contract';
import { UiProvider } from '@app/ui';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeToken, startApi } from '../testing.fixtures';
import { useAuthStore } from '@app/util-auth';
import { PushConsentDialog } from './push-consent-dialog';
import { usePushConsent } from './use-push-consent';
import { DEVICE_ID_KEY, PUSH_DECLINED_KEY } from './web-push';

const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'p', auth: 'a' } };
const requestPermission = jest.fn<Promise<NotificationPermission>, []>();
const subscribe = jest.fn();
const register = jest.fn();

// The browser's side of Web Push (permission prompt, service worker, push service) is not in jsdom.
beforeAll(() => {
  Object.assign(window, {
    Notification: { permission: 'default', requestPermission },
    PushManager: function PushManager() {},
  });
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration) },
  });
});

let api: Awaited<ReturnType<typeof startApi>>;
beforeEach(async () => {
  localStorage.clear();
  requestPermission.mockResolvedValue('granted');
  subscribe.mockResolvedValue({ toJSON: () => subscription });
  api = await startApi((req) =>
    req.url === '/api/v1/push/vapid-public-key'
      ? {
          status: 200,
          body: {
            publicKey:
              'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
          },
        }
      : { status: 200, body: { message: 'ok' } },
  );
  useAuthStore.getState().setTokens({ token: makeToken(), refreshToken: 'r' });
});
afterEach(() => api.close());

function Page() {
  const push = usePushConsent('0123456789abcdef01234567');
  return (
    <>
      <main hidden={push.open}>
        <h1>Tổng quan</h1>
      </main>
      <PushConsentDialog {...push} />
    </>
  );
}

const renderPage = () =>
  render(
    <UiProvider>
      <Page />
    </UiProvider>,
  );

describe('<PushConsentDialog />', () => {
  it('hides the page while it asks', () => {
    renderPage();
    expect(screen.getByRole('dialog', { name: 'Nhận thông báo' })).toHaveTextContent(
      'Bạn có đồng ý nhận thông báo từ trình duyệt này không?',
    );
    expect(screen.queryByRole('heading', { name: 'Tổng quan' })).not.toBeInTheDocument();
  });

  it('remembers a refusal for this browser', async () => {
    const { unmount } = renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Không' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Tổng quan' })).toBeVisible();
    expect(localStorage.getItem(PUSH_DECLINED_KEY)).not.toBeNull();
    unmount();
    renderPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('subscribes this browser and saves its push token on confirm', async () => {
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Đồng ý' }));
    expect(await screen.findByText('Đã bật thông báo trên trình duyệt này')).toBeInTheDocument();
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const saved = api.seen.find((r) => r.url === '/user/save/pushToken');
    expect(saved).toMatchObject({
      method: 'PUT',
      headers: { authorization: expect.stringMatching(/^Bearer /) },
      body: { deviceId: localStorage.getItem(DEVICE_ID_KEY), deviceType: DeviceType.WEB },
    });
    expect(JSON.parse((saved?.body as { deviceToken: string }).deviceToken)).toEqual(subscription);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Tổng quan' })).toBeVisible();
  });

  it('says so when the browser refuses the permission', async () => {
    requestPermission.mockResolvedValue('denied');
    renderPage();
    await act(() => userEvent.setup().click(screen.getByRole('button', { name: 'Đồng ý' })));
    expect(
      await screen.findByText('Bạn đã chặn thông báo cho trang này trong cài đặt trình duyệt'),
    ).toBeInTheDocument();
    expect(api.seen.find((r) => r.url === '/user/save/pushToken')).toBeUndefined();
  });
});
