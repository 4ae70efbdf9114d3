/** readVideoFindings: every documented (and plausibly undocumented) form of the video webhook. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  readVideoFindings,
  videoCreditsCharged,
  type VideoFindingsRead,
} from '../../../../src/api/endpoints/video-detection-result.ts';
import {
  VideoFindingsSchema,
  type VideoFindings,
} from '../../../../src/shared/video/video-findings.ts';

/*
 * src/api restates the shape of src/shared's VideoFindings (it may import only src/core): these
 * two assignments stop compiling if either side changes without the other.
 */
export const apiToShared = (findings: VideoFindingsRead): VideoFindings => findings;
export const sharedToApi = (findings: VideoFindings): VideoFindingsRead => findings;

/** The response page's form, every field present. */
const documented = {
  model: 'ai-video-1-pro',
  audioResult: {
    starts: [5000, 1000],
    lengths: [2000, 1500],
    exclude: { starts: [0], lengths: [1000] },
  },
  visualResult: {
    starts: [2000],
    lengths: [3000],
    exclude: { starts: [], lengths: [] },
  },
  summary: { audioAIRatio: 0.3889, visualAIRatio: 0.3, overallAIRatio: 0.65 },
  videoInfo: { duration: 10 },
  metadata: {
    appOrDeviceUsed: 'Example Generator',
    issuedBy: 'Example Lab',
    issuedTime: '2026-03-01T10:00:00Z',
  },
  scannedDocument: {
    scanId: 'vid-1',
    actualCredits: 1,
    expectedCredits: 1,
    creationTime: '2026-03-02T00:00:00Z',
  },
};

/** The findings, checked against the extension's own schema as the worker will store them. */
function read(payload: unknown): VideoFindings {
  const result = readVideoFindings(payload);
  if (!result.ok) throw new Error(`unexpected error: ${result.error.message}`);
  return v.parse(VideoFindingsSchema, result.value);
}

describe('readVideoFindings', () => {
  it('reads the documented payload: ranges in time order, ratios, length, provenance', () => {
    expect(read(documented)).toEqual({
      model: 'ai-video-1-pro',
      overallRatio: 0.65,
      visual: { ai: [{ startMs: 2000, lengthMs: 3000 }], excluded: [], ratio: 0.3 },
      audio: {
        ai: [
          { startMs: 1000, lengthMs: 1500 },
          { startMs: 5000, lengthMs: 2000 },
        ],
        excluded: [{ startMs: 0, lengthMs: 1000 }],
        ratio: 0.3889,
      },
      durationMs: 10_000,
      provenance: {
        tool: 'Example Generator',
        issuer: 'Example Lab',
        signedAt: '2026-03-01T10:00:00Z',
      },
    });
    expect(videoCreditsCharged(documented)).toBe(1);
  });

  it('takes the ratios at the top level too (the product page names overallAIRatio alone)', () => {
    const findings = read({
      ...documented,
      summary: undefined,
      overallAIRatio: 0.5,
      visualAIRatio: 0.25,
      audioAIRatio: 0,
    });
    expect(findings.overallRatio).toBe(0.5);
    expect(findings.visual.ratio).toBe(0.25);
    expect(findings.audio.ratio).toBe(0);
  });

  it('matches names in any case (PascalCase, as a .NET service may send)', () => {
    const findings = read({
      Model: 'm',
      VisualResult: { Starts: [0], Lengths: [1000] },
      Summary: { OverallAiRatio: 0.1, VisualAiRatio: 0.2 },
      VideoInfo: { Duration: 4.5 },
    });
    // `model` is read by its documented name only; the rest by any case.
    expect(findings.visual.ai).toEqual([{ startMs: 0, lengthMs: 1000 }]);
    expect(findings.overallRatio).toBe(0.1);
    expect(findings.visual.ratio).toBe(0.2);
    expect(findings.durationMs).toBe(4500);
  });

  it('reads ratios over 1 as percentages and drops impossible ones', () => {
    const findings = read({
      ...documented,
      summary: { overallAIRatio: 65, visualAIRatio: -0.1, audioAIRatio: 'n/a' },
    });
    expect(findings.overallRatio).toBe(0.65);
    expect(findings.visual.ratio).toBeUndefined();
    expect(findings.audio.ratio).toBeUndefined();
    const over = read({ ...documented, summary: { overallAIRatio: 250 } });
    expect(over.overallRatio).toBeUndefined();
  });

  it('trims ragged arrays to the shorter one and drops unusable pairs', () => {
    const findings = read({
      visualResult: {
        starts: [0, 3000, 6000, 9000, 12_000],
        lengths: [1000, 0, -5, 500],
        exclude: { starts: [100, 200], lengths: [50] },
      },
      audioResult: { starts: ['x', 2000.4, null], lengths: [10, 999.6, 10] },
    });
    expect(findings.visual.ai).toEqual([
      { startMs: 0, lengthMs: 1000 },
      { startMs: 9000, lengthMs: 500 },
    ]);
    expect(findings.visual.excluded).toEqual([{ startMs: 100, lengthMs: 50 }]);
    // Whole milliseconds; a numeric string would be taken, a word is not.
    expect(findings.audio.ai).toEqual([{ startMs: 2000, lengthMs: 1000 }]);
  });

  it('merges overlapping stretches, keeps touching ones apart, and sorts them', () => {
    const findings = read({
      visualResult: { starts: [4000, 0, 500, 2000], lengths: [1000, 1000, 1000, 2000] },
    });
    expect(findings.visual.ai).toEqual([
      { startMs: 0, lengthMs: 1500 },
      { startMs: 2000, lengthMs: 2000 },
      { startMs: 4000, lengthMs: 1000 },
    ]);
  });

  it('cuts stretches at the end of the video and drops those after it', () => {
    const findings = read({
      visualResult: { starts: [8000, 11_000], lengths: [4000, 1000] },
      videoInfo: { duration: 10 },
    });
    expect(findings.visual.ai).toEqual([{ startMs: 8000, lengthMs: 2000 }]);
  });

  it('takes a missing track, a null exclude or a null track as empty', () => {
    const findings = read({
      visualResult: { starts: [0], lengths: [1000], exclude: null },
      audioResult: null,
    });
    expect(findings.audio).toEqual({ ai: [], excluded: [] });
    expect(findings.visual.excluded).toEqual([]);
    expect(findings.overallRatio).toBeUndefined();
    expect(findings.durationMs).toBeUndefined();
    expect(findings.provenance).toBeUndefined();
  });

  it('finds provenance under videoInfo, under c2pa, and by plain names', () => {
    const base = { visualResult: { starts: [], lengths: [] } };
    expect(
      read({ ...base, videoInfo: { duration: 3, metadata: { issuedBy: 'Lab' } } }).provenance,
    ).toEqual({ issuer: 'Lab' });
    expect(
      read({
        ...base,
        metadata: { c2pa: { generator: 'Gen', issuer: 'Org', timestamp: '2026-01-01' } },
      }).provenance,
    ).toEqual({ tool: 'Gen', issuer: 'Org', signedAt: '2026-01-01' });
    expect(read({ ...base, metadata: { issuedBy: '  ', other: 1 } }).provenance).toBeUndefined();
    const long = 'x'.repeat(600);
    expect(read({ ...base, metadata: { tool: long } }).provenance?.tool).toHaveLength(500);
  });

  it('reads a failure body as an error of the right kind', () => {
    const download = readVideoFindings({
      scanId: 'vid-1',
      error: {
        type: 'invalid_request_error',
        id: 'invalid_parameter',
        code: 'ip',
        message: 'The video URL answered 404.',
      },
    });
    expect(download).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-input',
        code: 'invalid_parameter',
        message: 'The service could not check the video: The video URL answered 404.',
      },
    });
    const credits = readVideoFindings({
      error: { type: 'payment_error', id: 'insufficient_credits', message: 'Not enough credits.' },
    });
    expect(credits.ok ? undefined : credits.error.kind).toBe('credits');
    const plain = readVideoFindings({ error: 'Internal failure' });
    expect(plain.ok ? undefined : plain.error).toMatchObject({
      kind: 'service',
      message: 'The service could not check the video: Internal failure',
    });
  });

  it('refuses a body that is neither a result nor a failure, saying why', () => {
    for (const body of [null, 'text', [], { summary: { overallAIRatio: 0.2 } }]) {
      const result = readVideoFindings(body);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.kind).toBe('service');
    }
    expect(videoCreditsCharged({ error: 'x' })).toBeUndefined();
  });
});
