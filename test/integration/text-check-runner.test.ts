import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { partScanId, runTextCheck } from '../../src/background/checks/run-text-check.ts';
import type { CheckRecord } from '../../src/shared/checks/check-record.ts';
import { aiSections } from '../../src/shared/checks/text-results.ts';
import type { TextDetectionResult } from '../../src/api/index.ts';
import { moderationSpans, type ModerationResult } from '../../src/api/index.ts';
import { startHarness, type Harness } from './helpers/setup.ts';

/** The worker's text-check executor, with the real client, against the local service. */
describe('runTextCheck against the local service', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => {
    await h.svc.close();
  });

  const sentence = 'The harbour wall keeps the boats safe when the winter storms come in. ';
  const longText = sentence.repeat(Math.ceil(150_000 / sentence.length));

  const record = (kind: CheckRecord['kind'], input: string, extra: Partial<CheckRecord> = {}) =>
    ({
      id: 'al-runner-test-01',
      kind,
      cacheKey: 'k',
      status: 'running',
      createdAt: 0,
      updatedAt: 0,
      source: { origin: 'page' },
      input,
      settings:
        kind === 'ai-text'
          ? { sandbox: true, sensitivity: 2 }
          : { sandbox: true, labels: ['violent-v1', 'firearms-v1'] },
      attempts: 1,
      ...extra,
    }) satisfies CheckRecord;

  it('checks a text over the limit in parts, each with its own scan id, and merges them', async () => {
    const saved: unknown[][] = [];
    const outcome = await runTextCheck(record('ai-text', longText), {
      client: h.client,
      saveParts: (_total, results) => {
        saved.push([...results]);
        return Promise.resolve();
      },
    });
    expect(outcome.ok).toBe(true);
    const result = outcome.ok ? (outcome.value.result as TextDetectionResult) : undefined;
    const paths = h.svc.control.requests
      .filter((r) => r.path.includes('/writer-detector/'))
      .map((r) => r.path);
    expect(paths).toEqual([
      `/v2/writer-detector/${partScanId('al-runner-test-01', 0, 2)}/check`,
      `/v2/writer-detector/${partScanId('al-runner-test-01', 1, 2)}/check`,
    ]);
    expect(saved.map((s) => s.length)).toEqual([1, 2]);
    // Sections of the merged result tile the whole text.
    const sections = aiSections(result!);
    expect(sections[0]?.start).toBe(0);
    const last = sections.at(-1)!;
    expect(last.start + last.length).toBe(longText.length);
    expect(result!.summary.ai + result!.summary.human).toBeCloseTo(1);
  });

  it('goes on from the parts a stopped worker had finished', async () => {
    const first = await runTextCheck(record('ai-text', longText), {
      client: h.client,
      saveParts: () => Promise.resolve(),
    });
    expect(first.ok).toBe(true);
    h.svc.control.clearLogs();
    const partOne = first.ok ? (first.value.result as TextDetectionResult) : undefined;
    const resumed = await runTextCheck(
      record('ai-text', longText, { parts: { total: 2, results: [partOne] } }),
      { client: h.client, saveParts: () => Promise.resolve() },
    );
    expect(resumed.ok).toBe(true);
    expect(h.requestsTo('/writer-detector/')).toBe(1);
    expect(h.requestsTo(partScanId('al-runner-test-01', 1, 2))).toBe(1);
  });

  it('moderates with the chosen labels and reports spans in the whole text', async () => {
    const text = `${'Calm words about the sea. '.repeat(1200)}He kept a rifle by the door.`;
    const outcome = await runTextCheck(record('moderation', text), {
      client: h.client,
      saveParts: () => Promise.resolve(),
    });
    expect(outcome.ok).toBe(true);
    const spans = moderationSpans(
      outcome.ok ? (outcome.value.result as ModerationResult) : never(),
    );
    expect(h.requestsTo('/text-moderation/')).toBe(2);
    expect(spans).toEqual([{ label: 'firearms-v1', start: text.indexOf('rifle'), length: 5 }]);
  });

  it('stops at the first refusal and returns it as a value', async () => {
    h.svc.control.setCredits('lens@example.test', 0);
    const outcome = await runTextCheck(
      record('ai-text', longText, { settings: { sandbox: false, sensitivity: 2 } }),
      { client: h.client, saveParts: () => Promise.resolve() },
    );
    expect(outcome).toMatchObject({ ok: false });
    expect(h.requestsTo('/writer-detector/')).toBe(1);
  });
});

function never(): never {
  throw new Error('expected a result');
}
