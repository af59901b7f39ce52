import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 at levels A and AA: what every page and admin screen is held to. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The decorative falling icons: aria-hidden and behind the content, so no reader meets them. */
const FALLING_ICONS = '[data-testid="falling-icons"]';

/**
 * axe-core's WCAG 2.1 A/AA violations on the page as it stands, each as its rule and up to three of its nodes (an
 * empty list is a pass).
 *
 * Legacy mode runs axe once, in the page itself. The default runs it in every frame and then once more in a new blank
 * page to put the frames' results together: twice the time (2.4 s against 1.2 s a page on two cores) for frames the
 * site never draws. A cross-origin frame would go unchecked in legacy mode; the site has none.
 *
 * Only violations are wanted, so axe writes a selector for every node of those and for one node at most of the passes
 * and the rest (`resultTypes`): 1.1–1.4 s instead of 1.2–1.7 s a page on two cores, with the same violations found.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  // `options` replaces every option set before it (the tags among them), so it comes first.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_21_AA)
    .exclude(FALLING_ICONS)
    .setLegacyMode()
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}
