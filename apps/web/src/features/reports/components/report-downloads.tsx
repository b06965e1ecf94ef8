// 'Download PDF' and 'Download spreadsheet' of the report shown; a failure says why.
import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReportName } from '@tradebook/domain/reports/report-requests.schemas';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { downloadReport, type ReportBody } from '../api/report-calls';

export function ReportDownloads({ report, body }: { report: ReportName; body: ReportBody }) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const download = async (format: 'pdf' | 'xlsx') => {
    setBusy(format);
    try {
      await downloadReport(report, format, body);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={busy === 'pdf'}
        onClick={() => void download('pdf')}
      >
        {t('downloads.pdf')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={busy === 'xlsx'}
        onClick={() => void download('xlsx')}
      >
        {t('downloads.spreadsheet')}
      </Button>
    </Group>
  );
}
