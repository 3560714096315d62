import { Alert } from '@mantine/core';
import { Notifications, notifications, notificationsStore, useNotifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { TOAST_DURATION_MS, TOAST_WIDTH_PX } from '#common/constants.ts';
import type { Flash } from '../lib/types.ts';

const STYLE = {
  success: { color: 'teal', icon: <IconCheck size={18} /> },
  error: { color: 'red', icon: <IconX size={18} /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} /> },
} as const;

/**
 * SPEC §8: messages as toasts at the bottom right (4 s, 400 px; set on <Toasts> below).
 * A new message replaces any toast still showing, so a stale error never sits beside a newer success.
 */
export function showToast(toast: Flash) {
  const style = STYLE[toast.type];
  notifications.clean();
  notifications.show({ message: toast.message, color: style.color, icon: style.icon, withBorder: true, 'data-testid': 'toast' });
}

/** The flashes this browser tab has shown: one arriving again (a page's data loaded twice) is not shown twice. */
const shownFlashes = new Set<string>();

/**
 * Shows a toast once for each new message object (an action's answer), and a flash (a message for
 * the page an action led to, with its `id`) once at all.
 */
export function useFlashToast(toast: Flash | null | undefined) {
  useEffect(() => {
    if (!toast) return;
    if (toast.id) {
      if (shownFlashes.has(toast.id)) return;
      shownFlashes.add(toast.id);
    }
    showToast(toast);
  }, [toast]);
}

/**
 * A toast belongs to the page whose action caused it: another page (a navigation to another address)
 * takes away whatever is still showing. As a layout effect, before that page's own toasts (an
 * action's answer, the flash it was redirected with) are shown by its effects. Put once, in the root.
 */
export function usePageToasts() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new address, by design
  useLayoutEffect(() => {
    const { notifications: showing, queue } = notificationsStore.getState();
    if (showing.length > 0 || queue.length > 0) notifications.clean();
  }, [pathname, search]);
}

/**
 * The one message of an outcome: a toast, and the same words in the page when JavaScript is off
 * (a plain form post has no toasts). React never renders <noscript> content in the browser.
 */
export function OutcomeToast({ toast }: { toast: Flash | null | undefined }) {
  useFlashToast(toast);
  if (!toast) return null;
  const style = STYLE[toast.type];
  return (
    <noscript>
      <Alert color={style.color} icon={style.icon} role={toast.type === 'error' ? 'alert' : 'status'} mb="md">
        {toast.message}
      </Alert>
    </noscript>
  );
}

/**
 * Where toasts appear, put in the page with its first toast. Mantine's container sets up six
 * transition groups, their effects and a media query as it mounts: ≈ 10 ms of a phone's CPU at
 * hydration, for pages that most often never show a toast.
 */
export function Toasts() {
  const { notifications: showing } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (showing.length > 0 && !wanted) setWanted(true);
  return wanted ? <Notifications position="bottom-right" autoClose={TOAST_DURATION_MS} containerWidth={TOAST_WIDTH_PX} /> : null;
}
