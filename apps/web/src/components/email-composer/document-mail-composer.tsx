// The e-mail button of a document's PDF screen and the composer it opens (ADR 0209): the kind gives its
// words, the client's address, the facts its e-mail names, and its send call; the business's name comes
// from the signed-in profile, as the server's letterhead takes it, so the prefilled words are the ones
// the server would send for fields left out (documentMailDefaults).
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import {
  businessNameOf,
  documentMailDefaults,
  documentPdfFilename,
  type DocumentMailFacts,
} from '@tradebook/domain/documents/document-mail';
import type { DocumentMailInput } from '@tradebook/domain/documents/document-mail.schemas';
import { useProfile } from '../../lib/api/profile/get-profile';
import { EmailComposerDialog } from './email-composer-dialog';
import { useBusinessCountryCode } from '../../lib/phone-numbers';

export interface DocumentMailComposerProps {
  /** 'Email Quotation': the button and the dialog's title. */
  label: string;
  /** The client's address: the To it opens with (may be blank). */
  to: string;
  facts: Omit<DocumentMailFacts, 'businessName'>;
  send: (fields: DocumentMailInput) => Promise<unknown>;
  disabled: boolean;
  sentMessage: string;
}

/** The composer's state and its button: `button` may be placed twice (top and bottom of a screen). */
export function useDocumentMailComposer(props: DocumentMailComposerProps) {
  const [opened, setOpened] = useState(false);
  const profile = useProfile();
  const businessName = profile.data ? businessNameOf(profile.data) : '';
  // Dates in the business's country's order, as the server's e-mail writes them (ADR 0368).
  const countryCode = useBusinessCountryCode();
  const words = documentMailDefaults({ ...props.facts, businessName, countryCode });

  const button = (
    <Button leftSection={<IconMail size={18} />} onClick={() => setOpened(true)} disabled={props.disabled}>
      {props.label}
    </Button>
  );
  const dialog = (
    <EmailComposerDialog
      // The profile normally is in the cache already; should it arrive after the composer opened, the
      // fields start again with the business's name in them.
      key={businessName}
      opened={opened}
      onClose={() => setOpened(false)}
      title={props.label}
      defaults={{ to: props.to, cc: '', ...words }}
      attachmentName={documentPdfFilename(props.facts.number)}
      send={props.send}
      sentMessage={props.sentMessage}
    />
  );
  return { button, dialog };
}
