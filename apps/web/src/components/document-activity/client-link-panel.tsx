// A document's client link on its screen (issue 15): the address to copy, a new link in place of the old
// one, or the link turned off; each change asks first, because the client's copy stops working.
import { useState } from 'react';
import { Button, CopyButton, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconLinkOff, IconRefresh } from '@tabler/icons-react';
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

const CONFIRM: Record<LinkChange, { title: string; text: (noun: string) => string; button: string }> = {
  replace: {
    title: 'Make a new link',
    text: (noun) =>
      `The link your client has stops working, and the ${noun}'s next e-mail carries the new one. Make a new link?`,
    button: 'Make a new link',
  },
  revoke: {
    title: 'Turn off the link',
    text: (noun) =>
      `Your client can no longer open the ${noun} from the link. E-mailing it again sends a new link. Turn it off?`,
    button: 'Turn off',
  },
};

export function ClientLinkPanel({ kind, id, noun, sent }: ClientLinkPanelProps) {
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

  if (link.isPending) return <Loader size="sm" aria-label="Loading the client link" />;
  if (link.isError) return <Text c="red.8">{errorMessage(link.error)}</Text>;

  const { url, works } = link.data;
  return (
    <Stack gap="xs">
      {url && works ? (
        <>
          <TextInput
            label="Client link"
            description={`Your client views the ${noun} here without an account${kind === 'quotation' ? ', and accepts or declines it' : ', and pays it'}.`}
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
                  {copied ? 'Copied' : 'Copy link'}
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
                New link
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                leftSection={<IconLinkOff size={16} />}
                onClick={() => setConfirm('revoke')}
              >
                Turn off link
              </Button>
            </OwnerOnly>
          </Group>
        </>
      ) : (
        <Group gap="sm" justify="space-between">
          <Text size="sm" c="dimmed">
            {!sent
              ? `E-mail the ${noun} to send your client a link to view it online.`
              : `The client link is turned off.`}
          </Text>
          <OwnerOnly>
            {sent && (
              <Button size="xs" variant="light" onClick={() => apply('replace')} loading={change.isPending}>
                Make a link
              </Button>
            )}
          </OwnerOnly>
        </Group>
      )}
      <Modal
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm ? CONFIRM[confirm].title : ''}
      >
        <Text mb="lg">{confirm ? CONFIRM[confirm].text(noun) : ''}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setConfirm(null)}>
            Cancel
          </Button>
          <Button
            color={confirm === 'revoke' ? 'red' : 'blue'}
            loading={change.isPending}
            onClick={() => confirm && apply(confirm)}
          >
            {confirm ? CONFIRM[confirm].button : ''}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
