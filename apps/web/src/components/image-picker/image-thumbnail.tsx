// A square preview of an image: a picked file (shown through an object URL that is released when the
// preview goes) or a saved attachment's signed URL.
import { AspectRatio, Image, Skeleton } from '@mantine/core';
import { useObjectUrl } from '../../hooks/use-object-url';

export function ImageThumbnail({ blob, src, alt }: { blob?: Blob; src?: string; alt: string }) {
  const objectUrl = useObjectUrl(blob);
  const url = src ?? objectUrl;
  return (
    <AspectRatio ratio={1}>
      {url ? (
        <Image src={url} alt={alt} fit="cover" radius="sm" />
      ) : (
        <Skeleton radius="sm" aria-label={alt} />
      )}
    </AspectRatio>
  );
}
