// The line a document shows for the one it is linked to (a converted quotation's invoice, an invoice's
// quotation: quotation/convert_to_invoice), kind-neutral (ADR 0204): the kind gives the words, the number
// and where it opens.
import { Link } from 'react-router';
import { Anchor, Text } from '@mantine/core';

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
