/**
 * Where the page's thread spends a big page's read: a CPU profile of the page (CDP Profiler on the
 * page's session, which samples every script on its main thread, the content script's included)
 * over a few reads of the long read, and the self time of each function, summed by function and
 * by file, beside Readability alone's (the floor) in the same page. A tool to find what to cut;
 * asserts nothing. PROFILE_DIST reads with another build; PROFILE_READS reads (after a first).
 */
import { launchWithExtension } from '../test/e2e/support/chromium.ts';
import { askPageRead, openReadPage, readabilityAlone, readPageSetup } from './page-read-setup.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const READS = Number(process.env['PROFILE_READS']) || 3;
const setup = await readPageSetup();
const browser = await launchWithExtension(process.env['PROFILE_DIST']);

/**
 * Time (ms) under each function of a profile, itself and what it called (once a sample however
 * often it recurs), keyed by name.
 */
function totalTimes(profile: Profile): Map<string, number> {
  const parent = new Map<number, ProfileNode>();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parent.set(child, node);
  }
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let node = byId.get(id); node; node = parent.get(node.id)) {
      seen.add(node.callFrame.functionName || '(anonymous)');
    }
    for (const name of seen)
      total.set(name, (total.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return total;
}

/** Self time (ms) of each function of a profile, keyed "name file:line". */
function selfTimes(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return self;
}

try {
  const helper = await browser.openExtensionPage('src/options/index.html');
  const { page, tabId } = await openReadPage(browser, helper, setup, 'long-read.html');
  await askPageRead(helper, tabId);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const total = new Map<string, number>();
  const under = new Map<string, number>();
  let floorMs = 0;
  for (let run = 0; run < READS; run++) {
    floorMs += await readabilityAlone(page);
    await cdp.send('Profiler.start');
    await askPageRead(helper, tabId);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    for (const [key, value] of selfTimes(profile)) total.set(key, (total.get(key) ?? 0) + value);
    for (const [key, value] of totalTimes(profile)) under.set(key, (under.get(key) ?? 0) + value);
  }
  const rows = [...total].map(([key, value]) => [key, value / READS] as const);
  const byFile = new Map<string, number>();
  for (const [key, value] of rows) {
    const file = key.split(' ').pop()!.split(':')[0]!;
    byFile.set(file, (byFile.get(file) ?? 0) + value);
  }
  const show = (list: Iterable<readonly [string, number]>, top: number): void => {
    for (const [key, value] of [...list].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${value.toFixed(1).padStart(8)} ms  ${key}`);
    }
  };
  console.log(`floor (Readability alone, wall): ${(floorMs / READS).toFixed(1)} ms a read`);
  console.log('by file (self ms a read):');
  show(byFile, 20);
  console.log('under each function (itself and its callees, ms a read):');
  show(
    [...under].map(([key, value]) => [key, value / READS] as const),
    Number(process.env['PROFILE_TOP']) || 80,
  );
  console.log('by function:');
  show(rows, 60);
} finally {
  await browser.close();
  await setup.pages.close();
}
