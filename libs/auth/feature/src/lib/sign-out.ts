import { useAuthStore } from '@app/util-auth';
import { logout, sendTestPush } from './api/auth-api';
import { messages } from './messages';
import { toast } from '@app/ui';

/**
 * Signs out: revokes the session on the server (a failure there does not keep anyone signed in),
 * then forgets the tokens.
 */
export const signOut = async (): Promise<void> => {
  try {
    await logout();
  } catch {
    // The session ends locally whatever the server said; it expires on its own there.
  } finally {
    useAuthStore.getState().signOut();
  }
};

/** Sends a test push to this account's browsers and says how many were reached. */
export const sendTestNotification = async (): Promise<void> => {
  const { sent } = await sendTestPush();
  toast.info(messages.push.testSent(sent));
};
