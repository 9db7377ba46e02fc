import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails the test on any serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // A toast or dialog fading in or out is measured at part opacity (a false contrast failure). Each
  // is scanned as it stands once its motion ends: transitions and animations are finished at once
  // for the scan (a toast that starts to leave while axe runs is then gone, not half-faded).
  const settled = await page.addStyleTag({
    content:
      '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }',
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .finally(() => settled.evaluate((style) => style.parentNode?.removeChild(style)));
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
