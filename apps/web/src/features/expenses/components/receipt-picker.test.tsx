import { useState } from 'react';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PendingImage } from '../../../lib/documents/document-images';
import { ImageShrinkError } from '../../../lib/images/shrink-image';
import { renderApp } from '../../../test/render';
import { ReceiptPicker } from './receipt-picker';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
const user = userEvent.setup({ delay: null, applyAccept: false });

beforeEach(() => {
  notifications.clean();
  notifications.cleanQueue();
  // jsdom has no object URLs; the previews only need a string.
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:receipt-${(next += 1)}`);
  URL.revokeObjectURL = vi.fn();
});

function Harness(props: { processImage: (file: File) => Promise<Blob>; room?: number }) {
  const [images, setImages] = useState<PendingImage[]>([]);
  return (
    <>
      <output data-testid="count">{images.length}</output>
      <ReceiptPicker
        images={images}
        onChange={setImages}
        room={props.room ?? 20}
        interval={2000}
        processImage={props.processImage}
      />
    </>
  );
}

const photo = (name: string, type = 'image/jpeg') => new File(['pixels'], name, { type });
const input = () => screen.getByLabelText<HTMLInputElement>('Receipt images');

describe('receipt picker', () => {
  it('keeps the processed receipts, previews them in turn every 2 seconds, and takes one out again', async () => {
    // Only the carousel's interval is faked: the rest of the page runs on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const processImage = vi.fn(async (file: File) => new Blob([file.name], { type: 'image/jpeg' }));
    renderApp(<Harness processImage={processImage} />);
    await user.upload(input(), [photo('a.jpg'), photo('b.png', 'image/png')]);
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('2'));
    expect(processImage).toHaveBeenCalledTimes(2);

    const carousel = screen.getByRole('region', { name: 'Receipt preview' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(await screen.findByRole('img', { name: 'Receipt 1' })).toBeInTheDocument();
    expect(screen.getByTestId('carousel-position')).toHaveTextContent('1 / 2');
    // The file input keeps the focus, outside the carousel: it moves by itself.
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('carousel-position')).toHaveTextContent('2 / 2');
    expect(screen.getByRole('img', { name: 'Receipt 2' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('carousel-position')).toHaveTextContent('1 / 2');

    // Paused, it stays; Next still moves it.
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByTestId('carousel-position')).toHaveTextContent('1 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next receipt' }));
    expect(screen.getByTestId('carousel-position')).toHaveTextContent('2 / 2');

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.getByTestId('count')).toHaveTextContent('1');
    expect(screen.queryByTestId('carousel-position')).not.toBeInTheDocument();
  });

  it("says 'Error processing images.', keeps nothing of that pick and clears the file input", async () => {
    const processImage = vi.fn(async (file: File) => {
      if (file.type === 'image/gif') throw new ImageShrinkError('type');
      return file;
    });
    renderApp(<Harness processImage={processImage} />);
    await user.upload(input(), [photo('a.jpg'), photo('c.gif', 'image/gif')]);

    expect(await screen.findByText('Error processing images.')).toBeInTheDocument();
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    expect(input().value).toBe('');
  });

  it('keeps no more receipts than the expense may hold', async () => {
    renderApp(<Harness processImage={async (file) => file} room={1} />);
    await user.upload(input(), [photo('a.jpg'), photo('b.jpg')]);
    expect(
      await screen.findByText(
        'An expense can keep at most 20 receipt images. Delete one before adding another.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('count')).toHaveTextContent('1');
  });
});
