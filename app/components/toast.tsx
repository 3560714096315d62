import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import type { Flash } from '../lib/types.ts';

const STYLE = {
  success: { color: 'teal', icon: <IconCheck size={18} /> },
  error: { color: 'red', icon: <IconX size={18} /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} /> },
} as const;

/** SPEC §8: messages as toasts at the bottom right (4 s, 400 px; set on <Notifications> in root). */
export function showToast(toast: Flash) {
  const style = STYLE[toast.type];
  notifications.show({ message: toast.message, color: style.color, icon: style.icon, withBorder: true });
}

/** Shows a toast once for each new message object (a flash after a redirect, or an action's answer). */
export function useFlashToast(toast: Flash | null | undefined) {
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
}
