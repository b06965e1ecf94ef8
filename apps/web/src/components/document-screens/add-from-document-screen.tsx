// The add screen of a document made from another one (docs/decisions/0236-a-document-made-from-another.md):
// a credit note from its invoice. It reads the source document in the path (the loading and failure
// screen of its kind), says why it cannot be used when the kind refuses it, and otherwise shows the
// kind's form for it, keyed by the source so another one starts afresh. `FromDocumentForm` is the form's
// frame: title and summary, a notice, the chosen lines, date and note on one side, the totals, the
// kind's own figures and Cancel / the submit button on the other.
import { Fragment, type ReactNode, type Ref } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Grid, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocument } from '../../lib/api/documents/document-queries';
import type { DocumentKind } from '../../lib/documents/kinds/document-kind';
import { usePageTitle } from '../../lib/page-title';
import { DateField } from '../date-field/date-field';
import { DocumentLoadProblem } from '../document-load-problem/document-load-problem';
import { TotalsPanel, type TotalsPanelProps } from '../document-editor/totals-panel';

export interface AddFromDocumentScreenProps<Source extends { id: number }> {
  /** The kind of the document it is made from (an invoice). */
  source: DocumentKind<Source>;
  /** The browser tab's title: 'Add Credit Note'. */
  pageTitle: string;
  /** The path's parameter naming the source document. */
  param: string;
  /** 'Credit note for INV-000001' */
  titleOf: (number: string) => string;
  /** Why the source cannot be used (a draft invoice), or null. */
  refusalOf: (document: Source) => string | null;
  refusalTitle: string;
  /** The way back from a refusal: 'Back to the invoice'. */
  backLabel: string;
  backPath: (number: string) => string;
  /** The kind's form for the loaded source. */
  children: (document: Source) => ReactNode;
}

export function AddFromDocumentScreen<Source extends { id: number }>({
  source,
  pageTitle,
  param,
  titleOf,
  refusalOf,
  refusalTitle,
  backLabel,
  backPath,
  children,
}: AddFromDocumentScreenProps<Source>) {
  usePageTitle(pageTitle);
  const number = useParams()[param] ?? '';
  const document = useDocument(source, number);
  if (document.isPending || document.isError) {
    return <DocumentLoadProblem kind={source} error={document.error} />;
  }
  const shown = source.numberOf(document.data);
  const reason = refusalOf(document.data);
  if (reason) {
    return (
      <Stack>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {titleOf(shown)}
        </Title>
        <Alert color="gray" title={refusalTitle}>
          {reason}
        </Alert>
        <Button component={Link} to={backPath(shown)} variant="default" w="fit-content">
          {backLabel}
        </Button>
      </Stack>
    );
  }
  return <Fragment key={document.data.id}>{children(document.data)}</Fragment>;
}

export interface FromDocumentFormProps {
  title: string;
  summary: ReactNode;
  notice: ReactNode;
  /** Where a refused submit puts the focus from (use-focus-first-invalid.ts). */
  focusRef: Ref<HTMLDivElement>;
  linesTitle: string;
  /** Beside the lines' title ('Credit everything left'). */
  linesAction?: ReactNode;
  /** The kind's own choice of lines. */
  lines: ReactNode;
  date: { label: string; value: string; minDate: string; onChange: (date: string) => void; error?: string };
  notes: { label: string; value: string; onChange: (notes: string) => void };
  /** The totals of what is chosen, once it makes a document. */
  totals?: Omit<TotalsPanelProps, 'paidMinor' | 'dueMinor'>;
  /** The kind's own figures and messages under the totals. */
  aside: ReactNode;
  cancelPath: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
}

export function FromDocumentForm(props: FromDocumentFormProps) {
  const { t } = useTranslation('document-screens');
  const { date, notes } = props;
  return (
    <Stack gap="lg" ref={props.focusRef}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {props.title}
        </Title>
        <Text c="dimmed" size="sm">
          {props.summary}
        </Text>
      </Stack>
      {props.notice}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Group justify="space-between" gap="xs">
              <Title order={2} size="h4">
                {props.linesTitle}
              </Title>
              {props.linesAction}
            </Group>
            {props.lines}
            <DateField
              label={date.label}
              value={date.value}
              minDate={date.minDate}
              onChange={date.onChange}
              clearable
              error={date.error}
              withAsterisk
            />
            <Textarea
              label={notes.label}
              value={notes.value}
              maxLength={1000}
              rows={3}
              onChange={(event) => notes.onChange(event.currentTarget.value)}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {props.totals && <TotalsPanel {...props.totals} />}
            {props.aside}
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={props.cancelPath} variant="default">
                {t('actions.cancel')}
              </Button>
              <Button onClick={props.onSubmit} loading={props.submitting}>
                {props.submitLabel}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
