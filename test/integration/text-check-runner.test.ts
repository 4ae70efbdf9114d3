import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunDeps } from '../../src/background/engine/runner-registry.ts';
import {
  partScanId,
  runAiTextCheck,
  runModerationCheck,
} from '../../src/background/text/run-text-check.ts';
import { History, openHistory } from '../../src/background/stores/history-db.ts';
import type { CheckRecord } from '../../src/shared/checks/check-record.ts';
import { aiSections } from '../../src/shared/checks/text-results.ts';
import { moderationSpans } from '../../src/api/index.ts';
import { aiTextCheck, moderationCheck } from '../support/check-records.ts';
import { startHarness, type Harness } from './helpers/setup.ts';

/** The worker's text-check runners, with the real client, against the local service. */
describe('text check runners against the local service', () => {
  let h: Harness;
  let history: History;
  let dbCount = 0;
  beforeEach(async () => {
    h = await startHarness();
    history = new History(await openHistory(`runner-${dbCount++}`));
  });
  afterEach(async () => {
    await h.svc.close();
  });

  const sentence = 'The harbour wall keeps the boats safe when the winter storms come in. ';
  const longText = sentence.repeat(Math.ceil(150_000 / sentence.length));
  const common = {
    id: 'al-runner-test-01',
    status: 'running' as const,
    source: { origin: 'page' as const },
  };

  /** Deps whose progress saves are applied to `current`, as the runner's caller does. */
  function deps(current: CheckRecord, saved: CheckRecord[] = []): RunDeps {
    return {
      client: h.client,
      history,
      saveProgress: (change) => {
        saved.push(change(current));
        return Promise.resolve();
      },
    };
  }

  it('checks a text over the limit in parts, each with its own scan id, and merges them', async () => {
    const check = aiTextCheck({
      ...common,
      input: longText,
      settings: { sandbox: true, sensitivity: 2 },
    });
    const saved: CheckRecord[] = [];
    const outcome = await runAiTextCheck(check, deps(check, saved));
    if (!outcome.ok) throw new Error(outcome.error.message);
    const result = outcome.value.result;
    const paths = h.svc.control.requests
      .filter((r) => r.path.includes('/writer-detector/'))
      .map((r) => r.path);
    expect(paths).toEqual([
      `/v2/writer-detector/${partScanId('al-runner-test-01', 0, 2)}/check`,
      `/v2/writer-detector/${partScanId('al-runner-test-01', 1, 2)}/check`,
    ]);
    expect(saved.map((s) => (s.kind === 'ai-text' ? s.parts?.results.length : -1))).toEqual([1, 2]);
    // Sections of the merged result tile the whole text.
    const sections = aiSections(result);
    expect(sections[0]?.start).toBe(0);
    const last = sections.at(-1);
    expect(last && last.start + last.length).toBe(longText.length);
    expect(result.summary.ai + result.summary.human).toBeCloseTo(1);
  });

  it('goes on from the parts a stopped worker had finished', async () => {
    const check = aiTextCheck({ ...common, input: longText, settings: { sandbox: true } });
    const saved: CheckRecord[] = [];
    const first = await runAiTextCheck(check, deps(check, saved));
    expect(first.ok).toBe(true);
    h.svc.control.clearLogs();
    // The record as the first part left it in history.
    const afterPartOne = saved[0];
    if (afterPartOne?.kind !== 'ai-text' || !afterPartOne.parts) throw new Error('no part saved');
    const partOne = afterPartOne.parts.results.slice(0, 1);
    const resumed = await runAiTextCheck(
      { ...check, parts: { total: 2, results: partOne } },
      deps(check),
    );
    expect(resumed.ok).toBe(true);
    expect(h.requestsTo('/writer-detector/')).toBe(1);
    expect(h.requestsTo(partScanId('al-runner-test-01', 1, 2))).toBe(1);
  });

  it('moderates with the chosen labels and reports spans in the whole text', async () => {
    const text = `${'Calm words about the sea. '.repeat(1200)}He kept a rifle by the door.`;
    const check = moderationCheck({
      ...common,
      input: text,
      settings: { sandbox: true, labels: ['violent-v1', 'firearms-v1'] },
    });
    const outcome = await runModerationCheck(check, deps(check));
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(h.requestsTo('/text-moderation/')).toBe(2);
    expect(moderationSpans(outcome.value.result)).toEqual([
      { label: 'firearms-v1', start: text.indexOf('rifle'), length: 5 },
    ]);
  });

  it('stops at the first refusal and returns it as a value', async () => {
    h.svc.control.setCredits('lens@example.test', 0);
    const check = aiTextCheck({ ...common, input: longText, settings: { sandbox: false } });
    const outcome = await runAiTextCheck(check, deps(check));
    expect(outcome).toMatchObject({ ok: false });
    expect(h.requestsTo('/writer-detector/')).toBe(1);
  });
});
