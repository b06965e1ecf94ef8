// The last English words of the screens in the pseudo-locale test (test/pseudo-locale.test.tsx,
// docs/decisions/0241 and 0260): a document loading and failing to load, and the close buttons Mantine's
// dialogs and toasts take from the theme (app/theme.ts).
import { useEffect } from 'react';
import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import { DocumentLoadProblem } from '../../components/document-load-problem/document-load-problem';
import { INVOICE_KIND } from '../../lib/documents/kinds/invoice-kind';
import { CREDIT_NOTE_KIND } from '../../lib/documents/kinds/credit-note-kind';
import { pseudo, type PseudoScreen } from '../pseudo-screen';

const wait = { timeout: 5000 };

function DialogAndToast() {
  useEffect(() => {
    notifications.show({ message: pseudo('Export ready.') });
  }, []);
  return (
    <Modal opened onClose={() => undefined}>
      {pseudo('Save')}
    </Modal>
  );
}

export const screens: PseudoScreen[] = [
  {
    name: 'A document loading',
    element: <DocumentLoadProblem kind={INVOICE_KIND} error={null} />,
    api: {},
    data: [],
    loaded: () => screen.findByRole('status', { name: /⟧$/ }, wait),
  },
  {
    name: 'A document that could not be loaded',
    element: <DocumentLoadProblem kind={CREDIT_NOTE_KIND} error={new Error('offline')} />,
    api: {},
    data: [],
    loaded: () => screen.findByRole('link', {}, wait),
  },
  {
    name: "A dialog's and a toast's close buttons",
    element: <DialogAndToast />,
    api: {},
    data: [],
    loaded: async () => {
      await screen.findByRole('button', { name: pseudo('Close dialog') }, wait);
      return screen.findByRole('button', { name: pseudo('Close message') }, wait);
    },
  },
];
