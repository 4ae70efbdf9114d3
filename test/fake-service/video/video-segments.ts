/**
 * The double's "model" for videos: which stretches of the picture and of the sound are AI, and
 * which are not scored, as a pure function of the file's bytes and length, so tests can predict
 * them (`expectedVideoFindings`). Per track, the length is cut into whole seconds (the last one
 * possibly shorter); runs of 1–3 seconds are drawn from a generator seeded with the bytes' SHA-256
 * and the track's name, each AI, not scored or human; neighbouring runs of one kind join. A track
 * of at least 2 s with no AI run gets its first human run (else its first unscored one) made AI,
 * so every such file shows something on a timeline.
 *
 * Shares as the response page defines them: a track's AI time over its scored time (its length
 * less its unscored time); overall, the union of both tracks' AI time over the time scored in at
 * least one track (the length less the time neither scored). Four decimals.
 */
import { digest, round4, SeededRandom } from '../core/deterministic.ts';
import { readVideoFile } from './video-file.ts';

export interface VideoRange {
  startMs: number;
  lengthMs: number;
}

export interface ExpectedTrack {
  ai: VideoRange[];
  excluded: VideoRange[];
  ratio: number;
}

export interface ExpectedVideoFindings {
  durationMs: number;
  visual: ExpectedTrack;
  audio: ExpectedTrack;
  overallRatio: number;
}

export type VideoTrackName = 'visual' | 'audio';

type Kind = 'ai' | 'excluded' | 'human';

/** Chances of a run being AI, or not scored (the rest is human). */
const CHANCES: Record<VideoTrackName, { ai: number; excluded: number }> = {
  visual: { ai: 0.3, excluded: 0.1 },
  audio: { ai: 0.3, excluded: 0.15 },
};

interface Run {
  kind: Kind;
  start: number;
  end: number;
}

function drawRuns(seed: Uint8Array, track: VideoTrackName, durationMs: number): Run[] {
  const random = new SeededRandom(seed, track);
  const seconds = Math.ceil(durationMs / 1000);
  const runs: Run[] = [];
  let second = 0;
  while (second < seconds) {
    const roll = random.next();
    const chances = CHANCES[track];
    const kind: Kind =
      roll < chances.ai ? 'ai' : roll < chances.ai + chances.excluded ? 'excluded' : 'human';
    const length = Math.min(random.int(1, 3), seconds - second);
    const start = second * 1000;
    const end = Math.min((second + length) * 1000, durationMs);
    const last = runs.at(-1);
    if (last && last.kind === kind) last.end = end;
    else runs.push({ kind, start, end });
    second += length;
  }
  if (durationMs >= 2000 && !runs.some((run) => run.kind === 'ai')) {
    const victim = runs.find((run) => run.kind === 'human') ?? runs.find((r) => r.kind !== 'ai');
    if (victim) victim.kind = 'ai';
  }
  return joinNeighbours(runs);
}

function joinNeighbours(runs: Run[]): Run[] {
  const joined: Run[] = [];
  for (const run of runs) {
    const last = joined.at(-1);
    if (last && last.kind === run.kind) last.end = run.end;
    else joined.push({ ...run });
  }
  return joined;
}

const toRange = (run: Run): VideoRange => ({ startMs: run.start, lengthMs: run.end - run.start });
const total = (ranges: VideoRange[]): number => ranges.reduce((sum, r) => sum + r.lengthMs, 0);

function share(part: number, whole: number): number {
  return whole > 0 ? round4(part / whole) : 0;
}

/** Milliseconds covered by both range lists (each sorted, not overlapping). */
function overlap(a: VideoRange[], b: VideoRange[]): number {
  let sum = 0;
  for (const x of a) {
    for (const y of b) {
      const from = Math.max(x.startMs, y.startMs);
      const to = Math.min(x.startMs + x.lengthMs, y.startMs + y.lengthMs);
      if (to > from) sum += to - from;
    }
  }
  return sum;
}

function trackOf(runs: Run[], durationMs: number): ExpectedTrack {
  const ai = runs.filter((run) => run.kind === 'ai').map(toRange);
  const excluded = runs.filter((run) => run.kind === 'excluded').map(toRange);
  return { ai, excluded, ratio: share(total(ai), durationMs - total(excluded)) };
}

/** The findings for a video of this length whose bytes are `seed`. */
export function videoFindingsFor(seed: Uint8Array, durationMs: number): ExpectedVideoFindings {
  const hash = digest(seed);
  const visual = trackOf(drawRuns(hash, 'visual', durationMs), durationMs);
  const audio = trackOf(drawRuns(hash, 'audio', durationMs), durationMs);
  return withOverall(durationMs, visual, audio);
}

export function withOverall(
  durationMs: number,
  visual: ExpectedTrack,
  audio: ExpectedTrack,
): ExpectedVideoFindings {
  const aiUnion = total(visual.ai) + total(audio.ai) - overlap(visual.ai, audio.ai);
  const neitherScored = overlap(visual.excluded, audio.excluded);
  return {
    durationMs,
    visual,
    audio,
    overallRatio: share(aiUnion, durationMs - neitherScored),
  };
}

/**
 * What the double will report for this file (outside sandbox mode). Throws for a file it refuses
 * (not a container it reads, or no stated length): tests ask only about real videos.
 */
export function expectedVideoFindings(bytes: Uint8Array): ExpectedVideoFindings {
  const file = readVideoFile(bytes);
  if (!file.ok) throw new Error(`The double refuses this file (${file.why}).`);
  return videoFindingsFor(bytes, file.durationMs);
}

/** Sandbox mode's fixed answer, whatever the address: a 10-second video. */
export const SANDBOX_VIDEO_FINDINGS: ExpectedVideoFindings = withOverall(
  10_000,
  {
    ai: [{ startMs: 2000, lengthMs: 3000 }],
    excluded: [],
    ratio: 0.3,
  },
  {
    ai: [{ startMs: 6000, lengthMs: 2000 }],
    excluded: [{ startMs: 0, lengthMs: 1000 }],
    ratio: round4(2000 / 9000),
  },
);
