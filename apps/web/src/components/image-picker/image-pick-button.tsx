// The button that opens the file chooser for PNG or JPEG images, several at once, with a spinner while
// the picked files are processed (use-image-pick.ts).
import type { RefObject } from 'react';
import { Button, FileButton, Loader } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { ATTACHMENT_ACCEPT } from '../../lib/documents/document-images';

export interface ImagePickButtonProps {
  onPick: (files: File[]) => void;
  resetRef: RefObject<(() => void) | null>;
  busy: boolean;
  disabled: boolean;
  /** The file input's accessible name and the button's words. */
  inputLabel: string;
  children: string;
  fitContent?: boolean;
}

export function ImagePickButton(props: ImagePickButtonProps) {
  const { onPick, resetRef, busy, disabled, inputLabel, children, fitContent = false } = props;
  return (
    <FileButton
      onChange={onPick}
      accept={ATTACHMENT_ACCEPT}
      multiple
      resetRef={resetRef}
      disabled={disabled || busy}
      inputProps={{ 'aria-label': inputLabel }}
    >
      {(buttonProps) => (
        <Button
          {...buttonProps}
          variant="light"
          w={fitContent ? 'fit-content' : undefined}
          leftSection={busy ? <Loader size={16} /> : <IconPhotoPlus size={18} />}
          disabled={disabled || busy}
        >
          {children}
        </Button>
      )}
    </FileButton>
  );
}
