export { authRoutes } from './lib/routes';
export { PushConsentDialog } from './lib/push/push-consent-dialog';
export { usePushConsent, type PushConsent } from './lib/push/use-push-consent';
export { sendTestNotification, signOut } from './lib/sign-out';
