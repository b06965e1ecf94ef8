// Import clients or items from a CSV or XLSX (docs/decisions/0217): choose a file, check the mapping of
// its columns on a preview of its first rows, import. Every row is imported or none: the rows at fault
// are listed and the file can be fixed and chosen again.
import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ImportKind, ImportMapping } from '@tradebook/domain/imports/import-fields';
import type { ImportPreview, ImportRowError } from '@tradebook/domain/imports/imports.schemas';
import { errorMessage } from '../../lib/api-client';
import { commitImport, previewImport, rowErrorsOf } from '../../lib/api/imports/import-file';
import { serverText } from '../../lib/i18n/error-text';
import { notifySuccess } from '../../lib/notify';
import { ImportErrors } from './import-errors';
import { ImportMappingStep, useImportFieldLabel } from './import-mapping';

export interface ImportDialogProps {
  kind: ImportKind;
  opened: boolean;
  onClose: () => void;
  /** After a successful import (the list refreshes). */
  onImported: () => void;
}

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function ImportDialog({ kind, opened, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation('shared');
  const fieldLabel = useImportFieldLabel();
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
      notifySuccess(serverText(message));
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

  const labels = Object.fromEntries((preview?.fields ?? []).map((field) => [field.name, fieldLabel(field)]));
  const missing = (preview?.fields ?? []).filter(
    (field) => field.required && (mapping[field.name] ?? []).length === 0,
  );

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('close_dialog') }}
      opened={opened}
      onClose={close}
      title={t('import.title', { kind })}
      size="xl"
    >
      <Stack gap="md">
        <Text size="sm">{t('import.intro')}</Text>
        <FileInput
          label={t('import.file')}
          placeholder={t('import.file_placeholder')}
          accept={ACCEPT}
          value={file}
          onChange={(chosen) => void chooseFile(chosen)}
          leftSection={<IconFileSpreadsheet size={16} />}
          clearable
          clearButtonProps={{ 'aria-label': t('import.clear_file') }}
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
            {t('import.cancel')}
          </Button>
          <Button onClick={() => void runImport()} loading={busy} disabled={!preview || missing.length > 0}>
            {preview ? t('import.import_rows', { kind, count: preview.total_rows }) : t('import.import')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
