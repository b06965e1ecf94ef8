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

/**
 * Waits for the page's transitions to end: a toast fading in or out is scanned at its settled colours,
 * not at a mid-fade opacity that blends its text into the background (a contrast of 1.07 was measured
 * once, a moment before the toast was gone). Two frames first, so that a transition a render is about
 * to start has started; one that never ends (a loader's spin) is not waited for, nor is any past 5 s.
 */
async function transitionsEnded(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const ending = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ]);
  });
}

/** What axe-core finds against WCAG 2.1 A and AA on the page as it is now, once its transitions end. */
async function axeViolations(page: Page): Promise<string[]> {
  await transitionsEnded(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join(', ')})`,
  );
}

/**
 * No WCAG 2.1 A or AA violation axe-core can find on the page. A scan that finds one is made again once
 * the page's transitions end: a toast whose timer runs out while axe reads the page starts fading under it
 * (its text was measured at 4.4:1 against the 8.2:1 it has at rest), and that blend is gone a moment
 * later. A violation of the page itself is there at every scan and fails.
 */
export async function expectNoAxeViolations(page: Page) {
  await expect.poll(() => axeViolations(page), { timeout: 20_000, intervals: [250, 1000] }).toEqual([]);
}
