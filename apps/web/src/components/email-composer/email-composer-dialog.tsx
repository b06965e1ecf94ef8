// The composer that opens before a quotation or invoice is e-mailed (issue 14, 'nothing sent by
// surprise'; ADR 0209): To (the client's address), Cc, Subject and Message prefilled with the domain's
// defaults, the attached PDF named, Send and Cancel. The fields are checked with the request's own schema
// (the same words the server would answer); Cancel, Escape or the close button send nothing.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_MAIL_MESSAGES,
  DocumentMailFieldsSchema,
  MAX_CC_ADDRESSES,
  MAX_MAIL_MESSAGE,
  MAX_MAIL_SUBJECT,
  type DocumentMailInput,
} from '@tradebook/domain/documents/document-mail.schemas';
import { errorMessage } from '../../lib/api-client';
import { fieldErrorText } from '../../lib/i18n/field-error-text';
import { isEmailNotConfirmed } from '../../lib/api/profile/email-verification';
import { ResendLinkButton } from '../email-confirmation/resend-link-button';
import { notifyError, notifySuccess } from '../../lib/notify';

export interface EmailComposerValues {
  to: string;
  cc: string;
  subject: string;
  message: string;
}

export interface EmailComposerDialogProps {
  opened: boolean;
  onClose: () => void;
  /** 'Email Quotation': the dialog's title. */
  title: string;
  /** What the fields hold when it opens. */
  defaults: EmailComposerValues;
  /** 'QUO-000012.pdf'. */
  attachmentName: string;
  /** Sends the e-mail; it resolves once the server has sent it. */
  send: (fields: DocumentMailInput) => Promise<unknown>;
  sentMessage: string;
}

type FieldErrors = Partial<Record<keyof EmailComposerValues, string>>;

/** The first error of each field, in the schema's words. */
function checkFields(values: EmailComposerValues): FieldErrors {
  const parsed = DocumentMailFieldsSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof EmailComposerValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

function ComposerForm({
  defaults,
  attachmentName,
  send,
  sentMessage,
  onClose,
}: Omit<EmailComposerDialogProps, 'opened' | 'title'>) {
  const { t } = useTranslation('document-screens');
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  // The server's 403 before the owner's address is confirmed: said here, with the resend (ADR 0215).
  const [unconfirmed, setUnconfirmed] = useState('');

  const field = (name: keyof EmailComposerValues) => ({
    value: values[name],
    // The schema's message in the screen's language.
    error: fieldErrorText(errors[name], DOCUMENT_MAIL_MESSAGES, t, 'composer.validation', {
      cc: String(MAX_CC_ADDRESSES),
      subject: String(MAX_MAIL_SUBJECT),
      message: String(MAX_MAIL_MESSAGE),
    }),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkFields(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await send(values);
      notifySuccess(sentMessage);
      onClose();
    } catch (error) {
      if (isEmailNotConfirmed(error)) setUnconfirmed(errorMessage(error));
      else notifyError(errorMessage(error));
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('composer.form')}
      // Enter in a one-line field does not send: an e-mail leaves only by the Send button (nothing sent
      // by surprise). Enter still starts a new line in the message.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
      }}
    >
      <Stack gap="sm">
        {unconfirmed && (
          <Alert color="yellow" role="alert" data-testid="composer-unconfirmed">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{unconfirmed}</Text>
              <ResendLinkButton />
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t('composer.to')}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...field('to')}
        />
        <TextInput
          label={t('composer.cc')}
          description={t('composer.cc_hint')}
          autoComplete="off"
          {...field('cc')}
        />
        <TextInput
          label={t('composer.subject')}
          required
          maxLength={MAX_MAIL_SUBJECT}
          {...field('subject')}
        />
        <Textarea
          label={t('composer.message')}
          description={t('composer.message_hint')}
          required
          rows={8}
          resize="vertical"
          maxLength={MAX_MAIL_MESSAGE}
          {...field('message')}
        />
        <Group gap={6} wrap="nowrap">
          <IconPaperclip size={16} aria-hidden />
          <Text size="sm" data-testid="composer-attachment">
            {t('composer.attached', { name: attachmentName })}
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={sending}>
            {t('composer.cancel')}
          </Button>
          <Button type="submit" loading={sending} leftSection={<IconSend size={16} />}>
            {t('composer.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function EmailComposerDialog({ opened, onClose, title, ...props }: EmailComposerDialogProps) {
  // A phone gets the whole screen: the message needs the room.
  const { t } = useTranslation('document-screens');
  const narrow = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('actions.close_dialog') }}
      size="lg"
      fullScreen={narrow}
    >
      {opened && <ComposerForm {...props} onClose={onClose} />}
    </Modal>
  );
}
