// Picking images in the browser (the document's attachments, an expense's receipts): each picked file
// is processed (shrunk) before it is kept; a file that cannot be processed shows `errorText` and keeps
// nothing of that pick; the file input is cleared after every pick so the same file can be picked again.
import { useRef, useState } from 'react';
import { newLineKey } from '../../lib/documents/document-draft';
import type { PendingImage } from '../../lib/documents/document-images';
import { notifyError } from '../../lib/notify';

export interface ImagePickOptions {
  images: readonly PendingImage[];
  onChange: (images: PendingImage[]) => void;
  processImage: (file: File) => Promise<Blob>;
  /** The message shown when a file cannot be processed. */
  errorText: string;
  /** How many more images may be kept; past it the rest of a pick is dropped with `tooManyText`. */
  room?: number;
  tooManyText?: string;
}

export function useImagePick(options: ImagePickOptions) {
  const { images, onChange, processImage, errorText, room, tooManyText } = options;
  const resetInput = useRef<() => void>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (files: File[]) => {
    if (files.length === 0) return;
    const kept = room === undefined ? files : files.slice(0, Math.max(0, room - images.length));
    if (kept.length < files.length && tooManyText) notifyError(tooManyText);
    setBusy(true);
    try {
      const processed = await Promise.all(
        kept.map(async (file) => ({ key: newLineKey(), name: file.name, blob: await processImage(file) })),
      );
      onChange([...images, ...processed]);
    } catch {
      notifyError(errorText);
    } finally {
      resetInput.current?.();
      setBusy(false);
    }
  };

  return { pick, busy, resetInput };
}
