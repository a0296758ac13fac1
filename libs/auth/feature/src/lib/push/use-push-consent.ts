import { isApiError } from '@app/data-access-api';
import { toast } from '@app/ui';
import { useCallback, useMemo, useState } from 'react';
import { messages } from '../messages';
import { rememberPushDeclined, shouldAskForPush, subscribeToPush } from './web-push';

export interface PushConsent {
  open: boolean;
  busy: boolean;
  accept: () => Promise<void>;
  decline: () => void;
}

/**
 * The browser-notification question for the signed-in account: open until answered. Declining is
 * remembered for this browser; accepting subscribes this browser and saves its push token.
 *
 * @example
 * const push = usePushConsent(user.sub);
 * <PushConsentDialog {...push} />
 */
export function usePushConsent(userId: string | undefined): PushConsent {
  const [answered, setAnswered] = useState(false);
  const [busy, setBusy] = useState(false);
  // Once per account, not on every render of the shell (see shouldAskForPush).
  const ask = useMemo(() => userId !== undefined && shouldAskForPush(userId), [userId]);
  const open = !answered && ask;

  const decline = useCallback(() => {
    rememberPushDeclined();
    setAnswered(true);
  }, []);

  const accept = useCallback(async () => {
    if (!userId) return;
    setBusy(true);
    try {
      const result = await subscribeToPush(userId);
      if (result === 'subscribed') toast.success(messages.push.enabled);
      else {
        rememberPushDeclined();
        toast.warning(messages.push.denied);
      }
    } catch (error) {
      // API failures were already shown by the client; browser failures (push service) are shown here.
      if (!isApiError(error)) toast.error(messages.push.failed);
    } finally {
      setBusy(false);
      setAnswered(true);
    }
  }, [userId]);

  return { open, busy, accept, decline };
}
