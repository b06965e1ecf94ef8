// The client link and history card of a document's screen (issue 15; ADR 0211), shared by every kind
// with client links: the client's answer to a quotation (who, when, what they wrote), the link to copy,
// replace or turn off, and what happened to the document.
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClientDecision, LinkedKind } from '@tradebook/domain/client-links/client-link.schemas';
import { formatMoment } from '../../lib/format-time';
import { ClientLinkPanel } from './client-link-panel';
import { DocumentHistory } from './document-history';

export interface DocumentActivityProps {
  kind: LinkedKind;
  id: number;
  sent: boolean;
  /** A quotation's answer from its client, if any. */
  decision?: ClientDecision | null;
}

function DecisionAlert({ decision }: { decision: ClientDecision }) {
  const { t } = useTranslation('document-screens');
  const accepted = decision.decision === 'approved';
  return (
    <Alert
      color={accepted ? 'teal' : 'orange'}
      title={accepted ? t('activity.accepted_title') : t('activity.declined_title')}
    >
      <Stack gap={4}>
        <Text size="sm">
          {accepted
            ? t('activity.accepted_on', { name: decision.name, when: formatMoment(decision.decided_at) })
            : t('activity.declined_on', { when: formatMoment(decision.decided_at) })}
        </Text>
        {decision.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {accepted ? t('activity.note') : t('activity.reason')}
            {decision.note}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

export function DocumentActivity({ kind, id, sent, decision }: DocumentActivityProps) {
  const { t } = useTranslation('document-screens');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="document-activity-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="document-activity-title">
          {t('activity.title')}
        </Title>
        {decision && <DecisionAlert decision={decision} />}
        <ClientLinkPanel kind={kind} id={id} noun={kind} sent={sent} />
        <DocumentHistory kind={kind} id={id} />
      </Stack>
    </Paper>
  );
}
