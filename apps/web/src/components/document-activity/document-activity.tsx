// The client link and history card of a document's screen (issue 15; ADR 0211), shared by every kind
// with client links: the client's answer to a quotation (who, when, what they wrote), the link to copy,
// replace or turn off, and what happened to the document.
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
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
  const accepted = decision.decision === 'approved';
  return (
    <Alert
      color={accepted ? 'teal' : 'orange'}
      title={accepted ? 'Accepted by your client' : 'Declined by your client'}
    >
      <Stack gap={4}>
        <Text size="sm">
          {accepted
            ? `${decision.name} accepted it on ${formatMoment(decision.decided_at)}.`
            : `Declined on ${formatMoment(decision.decided_at)}.`}
        </Text>
        {decision.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {accepted ? 'Note: ' : 'Reason: '}
            {decision.note}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

export function DocumentActivity({ kind, id, sent, decision }: DocumentActivityProps) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="document-activity-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="document-activity-title">
          Client link and history
        </Title>
        {decision && <DecisionAlert decision={decision} />}
        <ClientLinkPanel kind={kind} id={id} noun={kind} sent={sent} />
        <DocumentHistory kind={kind} id={id} />
      </Stack>
    </Paper>
  );
}
