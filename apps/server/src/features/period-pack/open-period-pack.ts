// The ZIP behind a period pack's link (docs/decisions/0382-period-pack-streamed-with-a-counted-progress.md):
// the owner and the range come signed with the link, which opens once. The VAT return and the profit
// and loss are worked out when their sheet is written; everything else is read in batches as the ZIP is
// sent (pack-files.ts).
import { PeriodPackRequestSchema } from '@tradebook/domain/period-pack/period-pack.schemas';
import type { Readable } from 'node:stream';
import type { AppContext } from '../../app-context';
import { notFound } from '../../app-error';
import { verifyExportDownload, type DownloadLink } from '../../exports/download-links';
import { zipStream } from '../../exports/export-writers';
import { periodPackFiles } from './pack-files';
import { profitAndLossLines, vatReturnLines } from './pack-figures';
import { PACK_LINK_KIND, packFilename, requirePackSize } from './request-period-pack';

export async function openPeriodPack(
  ctx: AppContext,
  link: Omit<DownloadLink, 'kind'>,
): Promise<{ filename: string; stream: Readable }> {
  const { owner, filters } = await verifyExportDownload(ctx, { ...link, kind: PACK_LINK_KIND });
  const parsed = PeriodPackRequestSchema.safeParse(filters);
  if (!parsed.success || packFilename(parsed.data) !== link.filename) throw notFound();
  const range = parsed.data;
  // Records written since the link was made could have taken the pack over a cap.
  await requirePackSize(ctx, owner, range);
  const figures = {
    vat: () => vatReturnLines(ctx, owner, range),
    pnl: () => profitAndLossLines(ctx, owner, range),
  };
  return { filename: link.filename, stream: zipStream(periodPackFiles(ctx, owner, range, figures)) };
}
