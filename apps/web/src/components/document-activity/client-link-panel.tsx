// A document's client link on its screen (issue 15): the address to copy, a new link in place of the old
// one, or the link turned off; each change asks first, because the client's copy stops working.
import { useState } from 'react';
import { Button, CopyButton, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LinkedKind } from '@tradebook/domain/client-links/client-link.schemas';
import { errorMessage } from '../../lib/api-client';
import { useChangeClientLink, type LinkChange } from '../../lib/api/client-links/change-client-link';
import { useClientLink } from '../../lib/api/client-links/get-client-link';
import { notifyError, notifySuccess } from '../../lib/notify';
import { OwnerOnly } from '../owner-only';

interface ClientLinkPanelProps {
  kind: LinkedKind;
  id: number;
  /** 'quotation' or 'invoice', in the sentences. */
  noun: string;
  sent: boolean;
}

/** The catalogue's group of each change's question: its title, text and button. */
const CONFIRM: Record<LinkChange, string> = { replace: 'link.replace', revoke: 'link.revoke' };

export function ClientLinkPanel({ kind, id, noun, sent }: ClientLinkPanelProps) {
  const { t } = useTranslation('document-screens');
  const words = { kind, noun };
  const link = useClientLink(kind, id);
  const change = useChangeClientLink(kind, id);
  const [confirm, setConfirm] = useState<LinkChange | null>(null);

  const apply = async (what: LinkChange) => {
    try {
      const { message } = await change.mutateAsync(what);
      notifySuccess(message);
      setConfirm(null);
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  if (link.isPending) return <Loader size="sm" aria-label={t('link.loading')} />;
  if (link.isError) return <Text c="red.8">{errorMessage(link.error)}</Text>;

  const { url, works } = link.data;
  return (
    <Stack gap="xs">
      {url && works ? (
        <>
          <TextInput
            label={t('link.label')}
            description={t('link.hint', words)}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="xs">
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant="light"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                >
                  {copied ? t('link.copied') : t('link.copy')}
                </Button>
              )}
            </CopyButton>
            <OwnerOnly>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconRefresh size={16} />}
                onClick={() => setConfirm('replace')}
              >
                {t('link.new_link')}
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                leftSection={<IconLinkOff size={16} />}
                onClick={() => setConfirm('revoke')}
              >
                {t('link.turn_off_link')}
              </Button>
            </OwnerOnly>
          </Group>
        </>
      ) : (
        <Group gap="sm" justify="space-between">
          <Text size="sm" c="dimmed">
            {!sent ? t('link.not_sent', words) : t('link.turned_off')}
          </Text>
          <OwnerOnly>
            {sent && (
              <Button size="xs" variant="light" onClick={() => apply('replace')} loading={change.isPending}>
                {t('link.make_link')}
              </Button>
            )}
          </OwnerOnly>
        </Group>
      )}
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm ? t(`${CONFIRM[confirm]}.title`) : ''}
        closeButtonProps={{ 'aria-label': t('actions.close_dialog') }}
      >
        <Text mb="lg">{confirm ? t(`${CONFIRM[confirm]}.text`, words) : ''}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirm(null)}>
            {t('link.cancel')}
          </Button>
          <Button
            color={confirm === 'revoke' ? 'red' : 'blue'}
            loading={change.isPending}
            onClick={() => confirm && apply(confirm)}
          >
            {confirm ? t(`${CONFIRM[confirm]}.button`) : ''}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
