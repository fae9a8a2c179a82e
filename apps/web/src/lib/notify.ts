import { notifications } from '@mantine/notifications';
import { UI } from '../config';

/**
 * The seed's three kinds of transient message, each with its own default duration:
 * a toast (2 s), a notification (2 s) and a snackbar (3.5 s, for messages with more to read).
 */
export const notify = {
  toast(message: string): void {
    notifications.show({ message, autoClose: UI.toastMs, withBorder: true });
  },
  notification(title: string, message: string, color: string = 'mingle'): void {
    notifications.show({ title, message, color, autoClose: UI.notificationMs, withBorder: true });
  },
  snackbar(message: string, color?: string): void {
    notifications.show({ message, color, autoClose: UI.snackbarMs, withBorder: true });
  },
};
