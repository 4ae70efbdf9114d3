/**
 * Looking at a screen as its users do: axe-core's rules over it (the screen reader's and the
 * keyboard's view, and colour contrast in the scheme shown), and, when SCREENSHOTS_DIR is set
 * (`npm run screenshots`), a PNG of it to read.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type axe from 'axe-core';
import type { BrowserName, ColorScheme, DriverPage } from '../browsers/driver.ts';

/**
 * axe-core's minified build (650 kB, where the `axe.source` of its main build is 1.5 MB): the
 * same rules, less to send over CDP or BiDi and for the page to parse.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  rule: string;
  impact: string | null;
  /** Where: the CSS path of each offending element, and what axe says to fix. */
  nodes: { target: string; summary: string }[];
}

/** axe-core's violations on the page as it is now (every rule axe runs by default). */
export async function axeViolations(page: DriverPage): Promise<AxeViolation[]> {
  // Once per document: a page looked at again (the popup after a click) still has it.
  const loaded = await page.evaluate(() => typeof window.axe?.run === 'function', null);
  if (!loaded) await page.runScript(AXE_SOURCE);
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
