import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageShrinkError } from '../../lib/images/shrink-image';
import { renderApp } from '../../test/render';
import type { PendingImage } from '../../lib/documents/document-images';
import { AttachmentDialog } from './attachment-dialog';

vi.setConfig({ testTimeout: 30_000 });
const user = userEvent.setup({ delay: null, applyAccept: false });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  // jsdom has no object URLs; the previews only need a string.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

function Harness({ processImage }: { processImage: (file: File) => Promise<Blob> }) {
  const [images, setImages] = useState<PendingImage[]>([]);
  return (
    <>
      <output data-testid="count">{images.length}</output>
      <AttachmentDialog
        opened
        onClose={() => undefined}
        images={images}
        onChange={setImages}
        processImage={processImage}
      />
    </>
  );
}

const photo = (name: string, type = 'image/jpeg') => new File(['pixels'], name, { type });
const input = () => screen.getByLabelText<HTMLInputElement>('Attachment images');

describe('attachment dialog', () => {
  it('adds the processed images and takes one out again', async () => {
    const shrunk = new Blob(['small'], { type: 'image/jpeg' });
    const processImage = vi.fn(async () => shrunk);
    renderApp(<Harness processImage={processImage} />);
    await user.upload(input(), [photo('a.jpg'), photo('b.png', 'image/png')]);

    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    expect(processImage).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getByTestId('count')).toHaveTextContent('1');
  });

  it("says 'Error processing images.' and clears the file input when an image cannot be processed", async () => {
    const processImage = vi.fn(async (file: File) => {
      if (file.type === 'image/gif') throw new ImageShrinkError('type');
      return file;
    });
    renderApp(<Harness processImage={processImage} />);
    await user.upload(input(), [photo('a.jpg'), photo('c.gif', 'image/gif')]);

    expect(await screen.findByText('Error processing images.')).toBeInTheDocument();
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    expect(input().value).toBe('');
    expect(input().files).toHaveLength(0);
  });
});
