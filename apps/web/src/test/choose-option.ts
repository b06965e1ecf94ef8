// Picks an option of a Mantine Select by keyboard, as a keyboard user does: jsdom lays nothing out, so
// Mantine may keep a dropdown hidden from pointer clicks (it takes the unmeasured target for one scrolled
// out of view). Moves down the options until the wanted one is active, then Enter.
import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

export async function chooseOption(user: UserEvent, input: HTMLElement, option: string, limit = 40) {
  // Again until the options have arrived (a lookup call may still be on its way).
  await waitFor(
    async () => {
      input.focus();
      for (let step = 0; step < limit; step += 1) {
        await user.keyboard('{ArrowDown}');
        const active = document.querySelector('[data-combobox-selected]');
        if (active?.textContent === option) break;
      }
      await user.keyboard('{Enter}');
      expect(input).toHaveValue(option);
    },
    { timeout: 5000 },
  );
}
