import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules the issue holds us to: WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One line per failing node, so a failure names the rule, the element and what to fix. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact ?? 'n/a'}): ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? v.help}`),
    )
    .join('\n');
}

/** Runs axe-core inside the page as it is now and returns its violations. */
export async function axeViolations(page: Page): Promise<Result[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, which the app's Content-Security-Policy
  // (script-src 'self') does not govern; an inline <script> tag would be refused.
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<AxeResults> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  }, TAGS);
  return results.violations;
}

/**
 * Fails with every violation listed when axe finds any on the page as it is now. `what`
 * names the page and step in the failure ("play: answering").
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length > 0) throw new Error(`axe found ${violations.length} violation(s) on ${what}:\n${describeViolations(violations)}`);
}
