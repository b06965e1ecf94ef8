// The line a document shows for the one it is linked to (a converted quotation's invoice, an invoice's
// quotation: quotation/convert_to_invoice), kind-neutral (ADR 0204): the kind gives the words, the number
// and where it opens; `DocumentRelatedLink` reads them from the kind's description (ADR 0235).
import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';
import type { DocumentKind } from '../lib/documents/kinds/document-kind';

export function RelatedDocumentLink({ lead, number, to }: { lead: string; number: string; to: string }) {
  return (
    <Text size="sm" c="dimmed">
      {lead}{' '}
      {/* Underlined: in a line of text a link must not be told apart by its colour alone (axe-core's
          link-in-text-block). */}
      <Anchor component={Link} to={to} underline="always">
        {number}
      </Anchor>
    </Text>
  );
}

/** The document this one is linked to, as its kind describes it; nothing when there is none. */
export function DocumentRelatedLink<Doc, Row>({
  kind,
  document,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  kind: DocumentKind<Doc, Row, any>;
  document: Doc | Row;
}) {
  const related = kind.relatedOf(document);
  return related && <RelatedDocumentLink lead={related.lead} number={related.number} to={related.to} />;
}
