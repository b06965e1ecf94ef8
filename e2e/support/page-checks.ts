// Checks every journey makes of a screen as it stands: it fits a phone, and axe-core finds nothing.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Nothing on the page is wider than the window (no sideways scrolling at 375 px). Polled: right after a
 * resize the app shell's navigation slides away over a few frames, and a slow machine can measure mid-slide.
 */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** No WCAG 2.1 A or AA violation axe-core can find on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join(', ')})`,
  );
  expect(found).toEqual([]);
}
