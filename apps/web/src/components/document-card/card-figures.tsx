// The figures under a document card's divider (docs/reference/documents.md 'Screens'), the same for every
// kind: a small dimmed label over each bold figure, each with its test id ('invoice-total').
import { SimpleGrid, Text } from '@mantine/core';

export interface CardFigure {
  label: string;
  value: string;
  testId: string;
}

export function CardFigures({ figures }: { figures: readonly CardFigure[] }) {
  return (
    <SimpleGrid cols={figures.length} spacing="xs">
      {figures.map((figure) => (
        <div key={figure.testId}>
          <Text size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text fw={700} data-testid={figure.testId}>
            {figure.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
