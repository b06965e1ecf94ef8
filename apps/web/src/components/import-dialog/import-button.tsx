// The owner's Import button of a list (clients, items) with its dialog; after an import the list's
// queries load again.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { OwnerOnly } from '../owner-only';
import { ImportDialog, type ImportDialogProps } from './import-dialog';

export function ImportButton({
  kind,
  label,
  queryKey,
}: {
  kind: ImportDialogProps['kind'];
  label: string;
  /** The list's queries, loaded again after an import. */
  queryKey: QueryKey;
}) {
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  return (
    <OwnerOnly>
      <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setOpened(true)}>
        {label}
      </Button>
      <ImportDialog
        kind={kind}
        opened={opened}
        onClose={() => setOpened(false)}
        onImported={() => void queryClient.invalidateQueries({ queryKey })}
      />
    </OwnerOnly>
  );
}
