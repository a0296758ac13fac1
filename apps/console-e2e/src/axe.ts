import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { readFileSync } from 'node:fs';

/**
 * axe-core's own source, evaluated in the page: Playwright's evaluate runs through the DevTools
 * protocol, which the console's Content-Security-Policy (no inline scripts) does not govern, so the
 * policy stays exactly as it is served. axe never reaches the console's bundle.
 */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail the suite (docs/decisions/accessibility.md). */
const failing = new Set(['critical', 'serious']);

export interface AxeFinding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

const describe = (where: string, v: Result): AxeFinding => ({
  where,
  rule: v.id,
  impact: v.impact ?? '',
  help: v.help,
  nodes: v.nodes.slice(0, 6).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
});

/**
 * The critical and serious axe violations of what the page shows now (WCAG 2.x A and AA and axe's
 * best practices). `where` names the state in the failure message.
 */
export async function axeViolations(page: Page, where: string): Promise<AxeFinding[]> {
  // Animations (a dialog fading in, a menu growing) are finished before axe measures colours.
  // MUI's transitions are short; endless ones (a spinner, a skeleton) are not waited for, and a
  // bound keeps an animation that never ends from holding the check.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number(a.effect?.getComputedTiming().endTime) <= 2000)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe.run({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    }),
  )) as AxeResults;
  return results.violations
    .filter((v) => failing.has(v.impact ?? ''))
    .map((v) => describe(where, v));
}

/** A readable list of findings for an assertion's message. */
export const report = (findings: AxeFinding[]) =>
  findings
    .map((f) => `[${f.where}] ${f.rule} (${f.impact}): ${f.help}\n    ${f.nodes.join('\n    ')}`)
    .join('\n');
