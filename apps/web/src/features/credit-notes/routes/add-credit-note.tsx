// /add-credit-note/{invoice_number} (issue 17; ADR 0213): a credit note for an invoice that was sent or
// paid, opened from the invoice's screen and its card menu. The owner ticks the lines to credit (the
// quantity and unit price of the rest of each filled in, to change for a part), or everything left at
// once, sets the date and the reason, and sees the credit note's totals and what it does to the invoice
// as the server will work them out (the domain's own functions); where the client had paid part of it
// already, they choose a refund or keeping it as the client's credit. Issue credit note sends
// credit_note/create_from_invoice and opens the new credit note.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Grid, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { CREDIT_NOTE_MESSAGES } from '@tradebook/domain/credit-notes/credit-note-messages';
import type { Settlement } from '@tradebook/domain/credit-notes/credit-note-status';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import { formatMoney, toMinor } from '@tradebook/domain/money/money';
import { DateField } from '../../../components/date-field/date-field';
import { TotalsPanel } from '../../../components/document-editor/totals-panel';
import { useFocusFirstInvalid } from '../../../components/document-screens/use-focus-first-invalid';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useCreateCreditNote } from '../api/create-credit-note';
import { DocumentLoadProblem } from '../../../components/document-load-problem/document-load-problem';
import { useDocument } from '../../../lib/api/documents/document-queries';
import { INVOICE_KIND } from '../../../lib/documents/kinds/invoice-kind';
import { CreditEffectPanel } from '../components/credit-effect-panel';
import { CreditLineFieldset } from '../components/credit-line-fieldset';
import {
  creditNoteRequestOf,
  lineChoicesOf,
  notCreditableReason,
  previewOf,
  type LineChoice,
} from '../credit-note-draft';

function CreditNoteForm({ invoice }: { invoice: Invoice }) {
  const navigate = useNavigate();
  const create = useCreateCreditNote();
  const [choices, setChoices] = useState<LineChoice[]>(() => lineChoicesOf(invoice));
  const [date, setDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [notes, setNotes] = useState('');
  const [settlement, setSettlement] = useState<Settlement | null>(null);
  const [tried, setTried] = useState(false);
  const focus = useFocusFirstInvalid();
  const symbol = invoice.currency.symbol;
  const money = (amount: number) => formatMoney(toMinor(amount) ?? 0, symbol);
  const preview = previewOf(invoice, choices, settlement);
  const nothingChosen = !choices.some((choice) => choice.chosen);
  const dateError =
    date === ''
      ? 'Credit note date is required.'
      : date < invoice.invoice_date
        ? CREDIT_NOTE_MESSAGES.dateBeforeInvoice
        : undefined;
  const settlementError =
    tried && preview.needsSettlement && settlement === null
      ? CREDIT_NOTE_MESSAGES.settlementRequired
      : undefined;

  const change = (lineId: number, update: Partial<LineChoice>) =>
    setChoices((lines) => lines.map((line) => (line.lineId === lineId ? { ...line, ...update } : line)));
  const creditEverything = () =>
    setChoices(lineChoicesOf(invoice).map((line) => ({ ...line, chosen: line.leftMinor > 0 })));

  const issue = async () => {
    setTried(true);
    if (
      nothingChosen ||
      preview.problem ||
      !preview.totals ||
      dateError ||
      (preview.needsSettlement && settlement === null)
    ) {
      focus.refused();
      return;
    }
    try {
      const note = await create.mutateAsync(
        creditNoteRequestOf(invoice, choices, { date, notes, settlement }),
      );
      notifySuccess(`Credit note ${note.credit_note_number} issued.`);
      navigate(paths.showCreditNote(note.credit_note_number));
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  return (
    <Stack gap="lg" ref={focus.ref}>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Credit note for {invoice.invoice_number}
        </Title>
        <Text c="dimmed" size="sm">
          {invoice.client.business_name || invoice.client.name} · Total {money(invoice.total_amount_gross)} ·
          Paid {money(invoice.total_amount_paid)} · Credited {money(invoice.total_amount_credited)} · Due{' '}
          <span data-testid="invoice-due-now">{money(invoice.remaining_due)}</span>
        </Text>
      </Stack>
      <Alert color="blue" title="The invoice stays as it was sent" role="note">
        A credit note corrects it: it credits the lines you choose (all of a line, or a quantity or price of
        it) and lowers what the client owes. To charge something else, issue a new invoice.
      </Alert>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Group justify="space-between" gap="xs">
              <Title order={2} size="h4">
                Lines to credit
              </Title>
              <Button variant="light" size="compact-sm" onClick={creditEverything}>
                Credit everything left
              </Button>
            </Group>
            {choices.map((choice) => (
              <CreditLineFieldset
                key={choice.lineId}
                choice={choice}
                currencySymbol={symbol}
                errors={preview.fieldErrors[choice.lineId]}
                onChange={(update) => change(choice.lineId, update)}
              />
            ))}
            <DateField
              label="Credit note date"
              value={date}
              minDate={invoice.invoice_date}
              onChange={setDate}
              clearable
              error={tried ? dateError : undefined}
              withAsterisk
            />
            <Textarea
              label="Reason (printed on the credit note)"
              value={notes}
              maxLength={1000}
              rows={3}
              onChange={(event) => setNotes(event.currentTarget.value)}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {preview.totals && (
              <TotalsPanel
                totals={preview.totals}
                currencySymbol={symbol}
                discount={{ type: invoice.discount_type, value: String(invoice.discount_value) }}
                taxes={[
                  { name: invoice.vat_name, percent: invoice.vat_percent },
                  { name: invoice.tax1_name, percent: invoice.tax1_percent },
                ]}
              />
            )}
            {preview.totals && (
              <CreditEffectPanel
                invoiceNumber={invoice.invoice_number}
                preview={preview}
                currencySymbol={symbol}
                settlement={settlement}
                onSettlement={setSettlement}
                settlementError={settlementError}
              />
            )}
            {nothingChosen && (
              <Text
                size="sm"
                c={tried ? 'var(--mantine-color-error)' : 'dimmed'}
                role={tried ? 'alert' : undefined}
              >
                {CREDIT_NOTE_MESSAGES.noLines}
              </Text>
            )}
            {!nothingChosen && preview.problem && (
              <Alert color="red" role="alert">
                {preview.problem}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={paths.showInvoice(invoice.invoice_number)} variant="default">
                Cancel
              </Button>
              <Button onClick={issue} loading={create.isPending}>
                Issue credit note
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export default function AddCreditNote() {
  usePageTitle('Add Credit Note');
  const { invoice: invoiceNumber = '' } = useParams();
  const invoice = useDocument(INVOICE_KIND, invoiceNumber);
  if (invoice.isPending || invoice.isError) {
    return <DocumentLoadProblem kind={INVOICE_KIND} error={invoice.error} />;
  }
  const reason = notCreditableReason(invoice.data);
  if (reason) {
    return (
      <Stack>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Credit note for {invoice.data.invoice_number}
        </Title>
        <Alert color="gray" title="This invoice cannot be credited">
          {reason}
        </Alert>
        <Button
          component={Link}
          to={paths.showInvoice(invoice.data.invoice_number)}
          variant="default"
          w="fit-content"
        >
          Back to the invoice
        </Button>
      </Stack>
    );
  }
  // Keyed by invoice: another invoice starts a fresh form.
  return <CreditNoteForm key={invoice.data.id} invoice={invoice.data} />;
}
