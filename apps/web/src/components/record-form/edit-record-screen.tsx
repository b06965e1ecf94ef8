// The frame of a record's edit screen (a client, an item): its title, then a loader while the record loads,
// a 'not found' with the way back when there is none (another owner's record answers 404 alike), or the
// form the caller draws from the record.
import type { ReactNode } from 'react';
import { Loader, Stack, Title } from '@mantine/core';
import { RecordNotFound } from '../record-not-found';

export interface EditRecordWords {
  title: string;
  loading: string;
  notFound: string;
  notFoundText: string;
  back: string;
}

/** The words of a feature catalogue's `edit` group: title, loading, not_found, not_found_text, back. */
export function editRecordWords(t: (key: string) => string): EditRecordWords {
  return {
    title: t('edit.title'),
    loading: t('edit.loading'),
    notFound: t('edit.not_found'),
    notFoundText: t('edit.not_found_text'),
    back: t('edit.back'),
  };
}

export interface EditRecordScreenProps<Row> {
  query: { isLoading: boolean; data: Row | undefined };
  words: EditRecordWords;
  /** Where 'not found' leads back to: the list. */
  backTo: string;
  children: (record: Row) => ReactNode;
}

export function EditRecordScreen<Row>({ query, words, backTo, children }: EditRecordScreenProps<Row>) {
  let body: ReactNode;
  if (query.isLoading) body = <Loader aria-label={words.loading} />;
  else if (!query.data) {
    body = (
      <RecordNotFound title={words.notFound} backTo={backTo} backLabel={words.back}>
        {words.notFoundText}
      </RecordNotFound>
    );
  } else body = children(query.data);

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {words.title}
      </Title>
      {body}
    </Stack>
  );
}
