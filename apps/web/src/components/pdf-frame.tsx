// A document's PDF in an embedded frame 1200 px high (docs/reference/documents.md 'Screens': the quotation
// and invoice previews). The link is a signed, expiring one the server answers with the document.
import { Paper } from '@mantine/core';

export const PDF_FRAME_HEIGHT = 1200;

export function PdfFrame({ src, title }: { src: string; title: string }) {
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <iframe
        src={src}
        title={title}
        style={{ width: '100%', height: PDF_FRAME_HEIGHT, border: 0, display: 'block' }}
      />
    </Paper>
  );
}
