// The Export menu of the lists: for quotations and invoices CSV, a spreadsheet, a PDF summary table and a
// ZIP of each document's PDF; for expenses the formats their list offers. Each covers every record the
// filters select. The list either answers the signed link of a format (the file is then fetched here) or
// fetches the file itself (`download`, for calls that answer the file); either way its progress shows
// beside the button (the server writes it as it sends it, so the bytes so far, not a percentage) with a
// Cancel. Without both dates there is nothing to export: the date messages are shown instead.
import { useRef, useState } from 'react';
import { Button, Group, Loader, Menu, Paper, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconFileTypePdf,
  IconFileZip,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { downloadFile, formatBytes } from '../../lib/downloads/download-file';
import { notifyError } from '../../lib/notify';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf' | 'zip';

export interface ExportChoice {
  format: ExportFormat;
  /** The menu item's text. */
  label: string;
  /** What the file is called while it is made: 'Making the PDF summary…'. */
  file: string;
}

/** In the menu's order, with what each is called while it is made (in English: the menu shows these
 * formats in the screens' language, from `shared:export.formats` and `shared:export.files`). */
export const EXPORT_FORMATS: readonly ExportChoice[] = [
  { format: 'csv', label: 'CSV', file: 'CSV file' },
  { format: 'xlsx', label: 'Excel (.xlsx)', file: 'spreadsheet' },
  { format: 'pdf', label: 'PDF summary', file: 'PDF summary' },
  { format: 'zip', label: 'ZIP of PDFs', file: 'ZIP of PDFs' },
];

const ICONS: Record<ExportFormat, typeof IconFileTypeCsv> = {
  csv: IconFileTypeCsv,
  xlsx: IconFileSpreadsheet,
  pdf: IconFileTypePdf,
  zip: IconFileZip,
};

/** Where the file of a format comes from: a signed link the list asks for, or a download the list runs
 * itself, reporting the bytes received so far. */
type ExportSource =
  | { requestLink: (format: ExportFormat, signal: AbortSignal) => Promise<string>; download?: never }
  | {
      download: (
        format: ExportFormat,
        onProgress: (bytes: number) => void,
        signal: AbortSignal,
      ) => Promise<unknown>;
      requestLink?: never;
    };

export type ExportMenuProps = ExportSource & {
  /** The formats offered, in the menu's order; all four by default. */
  formats?: readonly ExportChoice[];
  /** Lists whose dates may be left blank leave these out. */
  datesValid?: boolean;
  dateErrors?: { start: string | undefined; end: string | undefined };
};

type Progress = { file: string; bytes: number | null } | null;

export function ExportMenu({
  requestLink,
  download,
  formats = EXPORT_FORMATS,
  datesValid = true,
  dateErrors = { start: undefined, end: undefined },
}: ExportMenuProps) {
  const { t } = useTranslation('shared');
  // The default formats' words come from the catalogue; a list that passes its own formats words them.
  const choices =
    formats === EXPORT_FORMATS
      ? EXPORT_FORMATS.map((choice) => ({
          ...choice,
          label: t(`export.formats.${choice.format}`),
          file: t(`export.files.${choice.format}`),
        }))
      : formats;
  const [progress, setProgress] = useState<Progress>(null);
  const running = useRef<AbortController | null>(null);

  const runExport = async (format: ExportFormat, file: string) => {
    if (!datesValid) {
      if (dateErrors.start) notifyError(dateErrors.start);
      if (dateErrors.end) notifyError(dateErrors.end);
      return;
    }
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setProgress({ file, bytes: null });
    const onProgress = (bytes: number) => setProgress({ file, bytes });
    try {
      if (download) await download(format, onProgress, controller.signal);
      else await downloadFile(await requestLink(format, controller.signal), onProgress, controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) notifyError(errorMessage(error));
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  return (
    <Group gap="sm" wrap="wrap">
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            rightSection={<IconChevronDown size={16} />}
            aria-busy={progress !== null}
          >
            {t('export.export')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {choices.map(({ format, label, file }) => {
            const Icon = ICONS[format];
            return (
              <Menu.Item
                key={format}
                leftSection={<Icon size={16} />}
                onClick={() => runExport(format, file)}
              >
                {label}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      {progress && (
        <Paper withBorder px="sm" py={4} radius="md">
          <Group gap="xs" wrap="nowrap">
            <Loader size="xs" aria-hidden />
            <Text size="sm" role="status" aria-live="polite" data-testid="export-progress">
              {progress.bytes === null
                ? t('export.making', { file: progress.file })
                : t('export.downloading', { file: progress.file, size: formatBytes(progress.bytes) })}
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={() => running.current?.abort()}>
              {t('export.cancel')}
            </Button>
          </Group>
        </Paper>
      )}
    </Group>
  );
}
