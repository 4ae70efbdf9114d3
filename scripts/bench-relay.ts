/**
 * The webhook relay under load, on Node (SQLite file) and on Workers (a SQLite-backed Durable
 * Object in workerd through miniflare): N newResult webhooks with distinct bodies over 20 scans,
 * a fixed number in flight, then everything read back through the read API (paging with the
 * cursor) and a batch of redeliveries of the same bodies. Prints the figures side by side.
 *
 * Asserts no speed. It exits non-zero only on a correctness failure: a delivery answered 200 that
 * never comes back from the read API, or one listed more than once.
 *
 *   npx tsx scripts/bench-relay.ts [--count N] [--concurrency C] [--duplicates D]
 */
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { newResultWebhookUrl } from '../src/relay-protocol/relay-urls.ts';
import {
  deliver,
  hookSecret,
  listEvents,
  startTestRelay,
  type RelayRuntime,
} from '../test/relay/helpers/test-relay.ts';
import { buildWorker, TEST_WORKER_DIR } from '../test/relay/helpers/workers-relay.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
    duplicates: { type: 'string' },
  },
});

function positiveInt(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer`);
  return n;
}

const COUNT = positiveInt('count', args.count);
const CONCURRENCY = positiveInt('concurrency', args.concurrency);
/** Redeliveries of already accepted bodies (a tenth of the count unless told). */
const DUPLICATES = Math.min(
  COUNT,
  args.duplicates === undefined
    ? Math.max(1, Math.round(COUNT / 10))
    : positiveInt('duplicates', args.duplicates),
);
const SCANS = 20;
const PAGE = 500;

interface Delivery {
  scanId: string;
  url: string;
  body: string;
  /** scanId + SHA-256 of the exact body: what identifies it in the read API. */
  key: string;
}

interface Timed {
  status: number;
  duplicate: boolean | undefined;
  ms: number;
}

interface RuntimeFigures {
  runtime: RelayRuntime;
  sent: number;
  accepted: number;
  nonOk: Map<number, number>;
  seconds: number;
  latencies: number[];
  readBack: number;
  lost: number;
  listedTwice: number;
  unexpected: number;
  dupSent: number;
  dupRecognised: number;
  dupListedAgain: number;
  dupCounted: number;
  readSeconds: number;
  moreWrong: number;
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const keyOf = (scanId: string, hash: string): string => `${scanId}\n${hash}`;

async function deliveries(base: string): Promise<Delivery[]> {
  const scanIds = Array.from(
    { length: SCANS },
    (_, i) => `bench-scan-${String(i).padStart(2, '0')}`,
  );
  const urls = await Promise.all(
    scanIds.map(async (scanId) => newResultWebhookUrl(base, scanId, await hookSecret(scanId))),
  );
  return Array.from({ length: COUNT }, (_, i) => {
    const s = i % SCANS;
    const scanId = scanIds[s]!;
    // A documented newResult body, distinct per delivery (so the dedupe key differs).
    const body = JSON.stringify({
      score: { aggregatedScore: (i % 100) + 0.5 },
      developerPayload: `bench-${i}`,
      internet: [{ id: `result-${i}`, url: `https://example.com/page/${i}`, matchedWords: i % 50 }],
      database: [],
    });
    return { scanId, url: urls[s]!, body, key: keyOf(scanId, sha256(body)) };
  });
}

/** Sends every delivery with at most CONCURRENCY in flight; answers in the input's order. */
async function sendAll(list: readonly Delivery[]): Promise<Timed[]> {
  const answers: Timed[] = new Array<Timed>(list.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < list.length) {
      const i = next++;
      const started = performance.now();
      let status = 0; // stays 0 when there is no answer at all (connection refused or reset)
      let duplicate: boolean | undefined;
      try {
        const answer = await deliver(list[i]!.url, list[i]!.body);
        status = answer.status;
        const json = answer.json as { duplicate?: unknown } | undefined;
        if (typeof json?.duplicate === 'boolean') duplicate = json.duplicate;
      } catch {
        // counted under status 0
      }
      answers[i] = { status, duplicate, ms: performance.now() - started };
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, list.length) }, worker));
  return answers;
}

interface Listed {
  /** How many times each scanId + sha256 was listed. */
  seen: Map<string, number>;
  /** Sum of the events' `duplicates` counters. */
  duplicates: number;
  events: number;
  /** Pages answered `more: false` although further events followed. */
  moreWrong: number;
}

/** Every event, paging with the cursor until an empty page (so a wrong `more` cannot hide any). */
async function readAll(base: string): Promise<Listed> {
  const seen = new Map<string, number>();
  let duplicates = 0;
  let events = 0;
  let moreWrong = 0;
  let lastMore = true;
  let cursor = 0;
  for (;;) {
    const page = await listEvents(base, { after: cursor, limit: PAGE });
    if (page.events.length === 0) break;
    if (!lastMore) moreWrong++;
    for (const event of page.events) {
      const key = keyOf(event.scanId, event.sha256);
      seen.set(key, (seen.get(key) ?? 0) + 1);
      duplicates += event.duplicates;
      events++;
    }
    if (page.cursor <= cursor) {
      throw new Error(`the cursor did not move on (after=${cursor}, cursor=${page.cursor})`);
    }
    cursor = page.cursor;
    lastMore = page.more;
  }
  return { seen, duplicates, events, moreWrong };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function benchRuntime(runtime: RelayRuntime): Promise<RuntimeFigures> {
  const relay = await startTestRelay({ runtime });
  try {
    const list = await deliveries(relay.url);
    // Warm up: the first read opens the store (and, on Workers, creates the Durable Object).
    await listEvents(relay.url, { limit: 1 });

    const started = performance.now();
    const answers = await sendAll(list);
    const seconds = (performance.now() - started) / 1000;

    const nonOk = new Map<number, number>();
    const acceptedKeys = new Set<string>();
    answers.forEach((answer, i) => {
      if (answer.status === 200) acceptedKeys.add(list[i]!.key);
      else nonOk.set(answer.status, (nonOk.get(answer.status) ?? 0) + 1);
    });

    const readStarted = performance.now();
    const listed = await readAll(relay.url);
    const readSeconds = (performance.now() - readStarted) / 1000;
    const delivered = new Set(list.map((d) => d.key));
    let lost = 0;
    let listedTwice = 0;
    let readBack = 0;
    for (const key of acceptedKeys) {
      const times = listed.seen.get(key) ?? 0;
      if (times === 0) lost++;
      else readBack++;
      if (times > 1) listedTwice++;
    }
    let unexpected = 0;
    for (const [key, times] of listed.seen) if (!delivered.has(key)) unexpected += times;

    // Redeliveries: spread over the scans, each an already accepted body sent again.
    const step = list.length / DUPLICATES;
    const again = Array.from({ length: DUPLICATES }, (_, i) => list[Math.floor(i * step)]!).filter(
      (d) => acceptedKeys.has(d.key),
    );
    const dupAnswers = await sendAll(again);
    const dupRecognised = dupAnswers.filter((a) => a.status === 200 && a.duplicate === true).length;
    const relisted = await readAll(relay.url);

    return {
      runtime,
      sent: list.length,
      accepted: acceptedKeys.size,
      nonOk,
      seconds,
      latencies: answers.map((a) => a.ms).sort((a, b) => a - b),
      readBack,
      lost,
      listedTwice,
      unexpected,
      dupSent: again.length,
      dupRecognised,
      dupListedAgain: relisted.events - listed.events,
      dupCounted: relisted.duplicates - listed.duplicates,
      readSeconds,
      moreWrong: listed.moreWrong + relisted.moreWrong,
    };
  } finally {
    await relay.dispose();
  }
}

function table(rows: readonly RuntimeFigures[]): void {
  const header = [
    'runtime',
    'webhooks',
    'accepted/s',
    'p50 ms',
    'p95 ms',
    'non-200',
    'read back',
    'lost',
    'listed twice',
    'duplicates recognised',
  ];
  const cells = rows.map((r) => [
    r.runtime,
    String(r.sent),
    (r.accepted / r.seconds).toFixed(0),
    percentile(r.latencies, 50).toFixed(1),
    percentile(r.latencies, 95).toFixed(1),
    r.nonOk.size === 0
      ? '0'
      : [...r.nonOk].map(([status, n]) => `${n}×${status || 'no answer'}`).join(' '),
    `${r.readBack}/${r.accepted}`,
    String(r.lost),
    String(r.listedTwice),
    `${r.dupRecognised}/${r.dupSent}`,
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...cells.map((row) => row[c]!.length)));
  const line = (row: readonly string[]): string =>
    `  ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ')}`;
  console.log(line(header));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of cells) console.log(line(row));
}

console.log(
  `  ${COUNT} newResult webhooks over ${SCANS} scans, ${CONCURRENCY} in flight; ` +
    `then ${DUPLICATES} redeliveries of the same bodies`,
);
await buildWorker(TEST_WORKER_DIR);
const results: RuntimeFigures[] = [];
for (const runtime of ['node', 'workers'] as const) results.push(await benchRuntime(runtime));
table(results);
for (const r of results) {
  console.log(
    `  ${r.runtime}: delivered in ${r.seconds.toFixed(2)} s, read back in ${r.readSeconds.toFixed(2)} s; ` +
      `redeliveries listed again: ${r.dupListedAgain}, counted in \`duplicates\`: ${r.dupCounted}` +
      (r.unexpected > 0 ? `; ${r.unexpected} events listed that were never delivered` : '') +
      (r.moreWrong > 0 ? `; ${r.moreWrong} pages said \`more: false\` with events after` : ''),
  );
}

const failures = results.flatMap((r) => [
  ...(r.lost > 0
    ? [`${r.runtime}: ${r.lost} webhooks answered 200 never came back from the read API`]
    : []),
  ...(r.listedTwice > 0 ? [`${r.runtime}: ${r.listedTwice} webhooks listed more than once`] : []),
  ...(r.dupListedAgain > 0
    ? [`${r.runtime}: ${r.dupListedAgain} redeliveries were listed again as new events`]
    : []),
]);
if (failures.length > 0) {
  console.error(`\nRelay lost or duplicated events (a relay bug):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
