// The loader a whole screen shows while what it needs is still coming (the add screens share it).
import { Center, Loader } from '@mantine/core';

export function ScreenLoader() {
  return (
    <Center h={240}>
      <Loader aria-label="Loading" />
    </Center>
  );
}
