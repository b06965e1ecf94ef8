// What the side menu's Accountant, Download and Rate Us entries open. The spec shows no route or
// behaviour for them (docs/reference/web.md, Side menu); docs/decisions records this choice.
import { useState } from 'react';
import { Button, Group, List, Modal, Rating, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBrandAndroid, IconBrandApple, IconWorld } from '@tabler/icons-react';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

export function DownloadDialog({ opened, onClose }: DialogProps) {
  const platforms = [
    {
      icon: IconWorld,
      text: 'On a computer: open Tradebook in any modern browser; Chrome and Edge also offer Install app in the address bar.',
    },
    {
      icon: IconBrandApple,
      text: 'On iPhone and iPad: open this site in Safari, tap Share, then Add to Home Screen.',
    },
    {
      icon: IconBrandAndroid,
      text: 'On Android: open this site in Chrome and choose Install app (or Add to Home screen) in its menu.',
    },
  ];
  return (
    <Modal opened={opened} onClose={onClose} title="Download Tradebook" centered>
      <Stack gap="md">
        <Text>
          Tradebook is available on iOS, Android and the web. Sign in with the same account everywhere.
        </Text>
        <List spacing="sm" center>
          {platforms.map(({ icon: Icon, text }) => (
            <List.Item
              key={text}
              icon={
                <ThemeIcon variant="light" radius="xl" size={28}>
                  <Icon size={16} />
                </ThemeIcon>
              }
            >
              {text}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function RateUsDialog({ opened, onClose }: DialogProps) {
  const [rating, setRating] = useState(0);
  const [sent, setSent] = useState(false);
  const close = () => {
    onClose();
    setRating(0);
    setSent(false);
  };
  return (
    <Modal opened={opened} onClose={close} title="Rate Tradebook" centered>
      {sent ? (
        <Stack gap="md">
          <Text>
            Thank you for rating Tradebook {rating} out of 5. Your feedback helps us make it better.
          </Text>
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text id="rate-us-question">How do you like Tradebook so far?</Text>
          <Rating
            value={rating}
            onChange={setRating}
            size="xl"
            aria-labelledby="rate-us-question"
            getSymbolLabel={(value) => `${value} out of 5`}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => setSent(true)} disabled={rating === 0}>
              Submit
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
