/**
 * Looking at a screen as its users do: axe-core's rules over it (the screen reader's and the
 * keyboard's view, and colour contrast in the scheme shown), and, when SCREENSHOTS_DIR is set
 * (`npm run screenshots`), a PNG of it to read.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import axe from 'axe-core';
import type { BrowserName, ColorScheme, DriverPage } from '../browsers/driver.ts';

export interface AxeViolation {
  rule: string;
  impact: string | null;
  /** Where: the CSS path of each offending element, and what axe says to fix. */
  nodes: { target: string; summary: string }[];
}

/** axe-core's violations on the page as it is now (every rule axe runs by default). */
export async function axeViolations(page: DriverPage): Promise<AxeViolation[]> {
  await page.runScript(axe.source);
  // As JSON: BiDi hands back plain values only.
  const json = await page.evaluate(async () => {
    const found = await window.axe.run(document, { resultTypes: ['violations'] });
    return JSON.stringify(
      found.violations.map((v) => ({
        rule: v.id,
        impact: v.impact ?? null,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          summary: n.failureSummary ?? '',
        })),
      })),
    );
  }, null);
  return JSON.parse(json) as AxeViolation[];
}

export interface Looker {
  /** Checks `page` with axe (unless `axe: false`) and saves its picture as `state` when asked. */
  (page: DriverPage, state: string, options?: { axe?: boolean }): Promise<AxeViolation[]>;
}

/** Where the pictures go: SCREENSHOTS_DIR/<browser>/<scheme>/<nn>-<state>.png, in order taken. */
export function looker(browser: BrowserName, scheme: ColorScheme): Looker {
  const dir = process.env.SCREENSHOTS_DIR;
  let taken = 0;
  return async (page, state, options = {}) => {
    const violations = options.axe === false ? [] : await axeViolations(page);
    if (dir) {
      taken += 1;
      const path = join(dir, browser, scheme, `${String(taken).padStart(2, '0')}-${state}.png`);
      await mkdir(dirname(path), { recursive: true });
      await page.screenshot(path, scheme);
    }
    return violations;
  };
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
