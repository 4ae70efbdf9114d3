/**
 * The AI shares of a checked video, as people read them ("35% AI: picture 20%, sound 50%"): the
 * service's own ratios where it gave them, else worked out from its stretches over the scored
 * time (the video's length less what it did not score), as the service defines them. Pure.
 */
import type { TimeRange, VideoFindings, VideoTrack } from './video-findings.ts';

export interface VideoShares {
  /** Of the whole video: the union of the picture's and the sound's AI time. */
  all?: number;
  visual?: number;
  audio?: number;
}

interface Span {
  start: number;
  end: number;
}

const spans = (ranges: readonly TimeRange[]): Span[] =>
  ranges
    .map((r) => ({ start: r.startMs, end: r.startMs + r.lengthMs }))
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start);

/** Overlapping spans joined, in time order. */
function union(list: readonly Span[]): Span[] {
  const merged: Span[] = [];
  for (const span of [...list].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** The time both lists cover. */
function intersection(a: readonly Span[], b: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const x of union(a)) {
    for (const y of union(b)) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) out.push({ start, end });
    }
  }
  return out;
}

const total = (list: readonly Span[]): number =>
  union(list).reduce((sum, s) => sum + (s.end - s.start), 0);

const share = (part: number, whole: number): number | undefined =>
  whole > 0 ? Math.min(1, Math.max(0, part / whole)) : undefined;

function trackShare(track: VideoTrack, durationMs: number | undefined): number | undefined {
  if (track.ratio !== undefined) return track.ratio;
  if (durationMs === undefined) return undefined;
  return share(total(spans(track.ai)), durationMs - total(spans(track.excluded)));
}

/**
 * The shares of `findings`; `knownDurationMs` (the player's) stands in when the service did not
 * say how long the video is. A share that cannot be known is left out.
 */
export function videoShares(findings: VideoFindings, knownDurationMs?: number): VideoShares {
  const duration = findings.durationMs ?? knownDurationMs;
  const visual = trackShare(findings.visual, duration);
  const audio = trackShare(findings.audio, duration);
  let all = findings.overallRatio;
  if (all === undefined && duration !== undefined) {
    const ai = [...spans(findings.visual.ai), ...spans(findings.audio.ai)];
    // Time neither track scored is left out, as each track leaves out its own.
    const unscored = intersection(spans(findings.visual.excluded), spans(findings.audio.excluded));
    all = share(total(ai), duration - total(unscored));
  }
  return {
    ...(all === undefined ? {} : { all }),
    ...(visual === undefined ? {} : { visual }),
    ...(audio === undefined ? {} : { audio }),
  };
}
