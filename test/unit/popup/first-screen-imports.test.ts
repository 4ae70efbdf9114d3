/**
 * What the popup loads before its first render is what `src/popup/main.tsx` imports statically,
 * transitively. Worker-only code that slipped in through one shared import once made up a quarter
 * of it (image sniffing, RLE decoding, the API's endpoint calls); this walks the real import graph
 * and fails when such a module comes back.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Relative module paths a file imports for their values (not `import type`, not `import()`). */
function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    found.push(match[1] ?? '');
  }
  for (const match of source.matchAll(/^import\s+'([^']+)'/gm)) found.push(match[1] ?? '');
  return found.filter((path) => path.startsWith('.') && /\.tsx?$/.test(path));
}

function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(join(root, file), 'utf8');
    for (const path of staticImports(source))
      visit(relative(root, join(root, dirname(file), path)));
  };
  visit(entry);
  return seen;
}

describe('the popup first screen', () => {
  const modules = reachable('src/popup/main.tsx');

  it("is found by the walker (it sees the popup and the opening answers' contract)", () => {
    expect(modules).toContain('src/popup/app.tsx');
    expect(modules).toContain('src/shared/messages/account-summary.ts');
    expect(modules).toContain('src/shared/messages/selection.ts');
  });

  it('leaves the rest of the message contract to the first question past the opening', () => {
    // platform/messaging.ts imports it when first asked: every kind's schemas (checks, scans,
    // images, videos…), most of the valibot code the popup once evaluated before painting.
    for (const file of [
      'src/shared/messages/index.ts',
      'src/shared/messages/checks.ts',
      'src/shared/messages/scans.ts',
      'src/shared/checks/check-record.ts',
      'src/api/endpoints/text-detection-result.ts',
      // The settings page's requests (credentials, settings): the popup only asks the status.
      'src/shared/messages/account.ts',
      // Nor checks what they carry (an e-mail check): its first screen changes no account.
      'src/shared/settings/account-credentials.ts',
      // It asks what it shows of the account (account-summary.ts), not the whole status: the
      // settings' schema (addresses, credit limits, labels, policy locks) is the settings page's.
      'src/shared/messages/account-status.ts',
      'src/shared/settings/settings.ts',
    ])
      expect(modules, file).not.toContain(file);
  });

  it('loads no worker-only code: API calls, image validation, mask decoding, dispatch', () => {
    // Of the endpoints, only what their answers hold (schemas, the moderation labels' ids).
    const workerOnly = [...modules].filter(
      (file) =>
        /^src\/api\/endpoints\//.test(file) &&
        !/-result\.ts$|common-schemas\.ts$|-label-ids\.ts$/.test(file),
    );
    expect(workerOnly).toEqual([]);
    for (const file of [
      'src/api/errors.ts',
      'src/api/validation/image.ts',
      'src/api/validation/image-sniff.ts',
      'src/shared/mask/rle.ts',
      'src/shared/heatmap/heatmap-grid.ts',
      'src/offscreen/image/fit-to-limits.ts',
      'src/shared/checks/check-summary.ts',
      'src/shared/messages/dispatch.ts',
      'src/shared/messages/content.ts',
    ]) {
      expect(modules, file).not.toContain(file);
    }
  });

  it('leaves the result views to load when there is a result to show', () => {
    expect(modules).not.toContain('src/popup/checks/check-group-view.tsx');
    expect(modules).not.toContain('src/popup/scans/url-scan-view.tsx');
  });

  it('leaves the views of a few openings to load when first shown', () => {
    for (const file of [
      'src/popup/scans/scan-plan.tsx',
      'src/popup/scans/route-text.ts',
      'src/popup/frame-access-action.tsx',
      'src/popup/google-docs/doc-access-action.tsx',
      'src/popup/checks/left-out-note.tsx',
      'src/shared/i18n/pseudo-catalog.ts',
      'src/shared/text-checks/split-text.ts',
      // Validating the account's status needs the settings' schema, not the policy's overlay.
      'src/shared/settings/policy-overlay.ts',
      'src/api/validation/text.ts',
      'src/api/endpoints/moderation-result.ts',
    ])
      expect(modules, file).not.toContain(file);
  });

  it("leaves errors' explanations to the first error shown (popup/lazy-error-notice.ts)", () => {
    // A selection's or a count's detail needs only its words (checks/error-detail.ts).
    expect(modules).toContain('src/popup/lazy-error-notice.ts');
    expect(modules).not.toContain('src/ui/error-notice.tsx');
    expect(modules).not.toContain('src/shared/checks/error-text.ts');
  });
});
