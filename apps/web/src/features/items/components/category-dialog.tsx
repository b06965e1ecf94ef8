// The item list's category dialog (docs/reference/items.md 'Screens'): add a category by name, see the
// numbered list, delete one. Deleting keeps its items, uncategorised.
import { useState } from 'react';
import { ActionIcon, Button, Group, List, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateItemCategory } from '../api/create-item-category';
import { useDeleteItemCategory } from '../api/delete-item-category';
import { useItemCategories } from '../../../lib/api/items/get-item-categories';

export function CategoryDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('items');
  const categories = useItemCategories();
  const createCategory = useCreateItemCategory();
  const deleteCategory = useDeleteItemCategory();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('categories.name_required'));
      return;
    }
    try {
      await createCategory.mutateAsync(name.trim());
      notifySuccess(t('categories.created'));
      setName('');
      setError(undefined);
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
  };

  const remove = async (categoryId: number) => {
    try {
      await deleteCategory.mutateAsync(categoryId);
      notifySuccess(t('categories.deleted'));
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('categories.title')}>
      <Stack gap="md">
        <form onSubmit={add} noValidate>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={t('categories.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error}
              style={{ flex: 1 }}
            />
            <Button type="submit" mt={25} loading={createCategory.isPending}>
              {t('categories.add')}
            </Button>
          </Group>
        </form>
        {categories.isLoading ? (
          <Loader size="sm" aria-label={t('categories.loading')} />
        ) : (categories.data ?? []).length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('categories.none')}
          </Text>
        ) : (
          <List
            type="ordered"
            spacing="xs"
            aria-label={t('categories.title')}
            styles={{ itemWrapper: { width: '100%' } }}
          >
            {(categories.data ?? []).map((category) => (
              <List.Item key={category.id}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text>{category.type}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('categories.delete', { name: category.type })}
                    onClick={() => remove(category.id)}
                    loading={deleteCategory.isPending && deleteCategory.variables === category.id}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Modal>
  );
}
