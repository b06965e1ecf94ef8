// Import clients or items from a CSV or XLSX (docs/decisions/0217): choose a file, check the mapping of
// its columns on a preview of its first rows, import. Every row is imported or none: the rows at fault
// are listed and the file can be fixed and chosen again.
import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { ImportKind, ImportMapping } from '@tradebook/domain/imports/import-fields';
import type { ImportPreview, ImportRowError } from '@tradebook/domain/imports/imports.schemas';
import { errorMessage } from '../../lib/api-client';
import { commitImport, previewImport, rowErrorsOf } from '../../lib/api/imports/import-file';
import { notifySuccess } from '../../lib/notify';
import { ImportErrors } from './import-errors';
import { ImportMappingStep } from './import-mapping';

export interface ImportDialogProps {
  kind: ImportKind;
  opened: boolean;
  onClose: () => void;
  /** After a successful import (the list refreshes). */
  onImported: () => void;
}

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function ImportDialog({ kind, opened, onClose, onImported }: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<{ errors: ImportRowError[]; errorCount: number } | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setMapping({});
    setProblem(null);
    setRowErrors(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const chooseFile = async (chosen: File | null) => {
    reset();
    setFile(chosen);
    if (!chosen) return;
    setBusy(true);
    try {
      const answer = await previewImport(kind, chosen);
      setPreview(answer);
      setMapping(answer.mapping);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const runImport = async () => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    setRowErrors(null);
    try {
      const { message } = await commitImport(kind, file, mapping);
      notifySuccess(message);
      onImported();
      close();
    } catch (error) {
      const rows = rowErrorsOf(error);
      if (rows) setRowErrors(rows);
      else setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const labels = Object.fromEntries((preview?.fields ?? []).map((field) => [field.name, field.label]));
  const missing = (preview?.fields ?? []).filter(
    (field) => field.required && (mapping[field.name] ?? []).length === 0,
  );

  return (
    <Modal opened={opened} onClose={close} title={`Import ${kind}`} size="xl">
      <Stack gap="md">
        <Text size="sm">
          A CSV or XLSX file with a row of column names first, such as an export of Invoice Ninja, FreshBooks
          or Zoho Invoice. Up to 10,000 rows; nothing is imported unless every row is right.
        </Text>
        <FileInput
          label="File"
          placeholder="Choose a CSV or XLSX file"
          accept={ACCEPT}
          value={file}
          onChange={(chosen) => void chooseFile(chosen)}
          leftSection={<IconFileSpreadsheet size={16} />}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the file' }}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {rowErrors && <ImportErrors {...rowErrors} labels={labels} />}
        {preview && <ImportMappingStep preview={preview} mapping={mapping} onChange={setMapping} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void runImport()} loading={busy} disabled={!preview || missing.length > 0}>
            {preview ? `Import ${preview.total_rows} ${kind}` : 'Import'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
