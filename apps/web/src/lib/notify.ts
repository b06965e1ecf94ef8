// Toasts with the spec's exact texts.
import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: 3000 });
}

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: 5000 });
}
