/**
 * Where a video's timeline and its stretches go, from numbers only (the drawing reads the page
 * and puts these in place; `video-timeline.ts`), so the maths is tested without a layout engine.
 * Time runs along the lane in the reading direction: left to right, or right to left.
 */
import {
  VIDEO_TRACKS,
  type TimeRange,
  type VideoFindings,
  type VideoTrackName,
} from '../../shared/video/video-findings.ts';

/** A stretch this thin would vanish: drawn at least this wide (CSS px), still at its moment. */
export const MIN_STRETCH_PX = 3;

export interface StretchBox extends TimeRange {
  track: VideoTrackName;
  kind: 'ai' | 'excluded';
  /** From the lane's left edge, CSS px. */
  left: number;
  width: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The video's length for the timeline: the browser's, once it read the file's metadata (a live
 * stream's is infinite: unknown); else the service's; else up to the last stretch found.
 */
export function timelineDurationMs(videoSeconds: number, findings: VideoFindings): number {
  if (Number.isFinite(videoSeconds) && videoSeconds > 0) return Math.round(videoSeconds * 1000);
  if (findings.durationMs !== undefined && findings.durationMs > 0) return findings.durationMs;
  const ends = VIDEO_TRACKS.flatMap((track) =>
    [...findings[track].ai, ...findings[track].excluded].map((r) => r.startMs + r.lengthMs),
  );
  return Math.max(0, ...ends);
}

/** The stretches of one kind of one track, as boxes along a lane `laneWidth` px wide. */
export function stretchBoxes(
  ranges: readonly TimeRange[],
  track: VideoTrackName,
  kind: StretchBox['kind'],
  durationMs: number,
  laneWidth: number,
  dir: 'ltr' | 'rtl',
): StretchBox[] {
  if (durationMs <= 0 || laneWidth <= 0) return [];
  const scale = laneWidth / durationMs;
  const boxes: StretchBox[] = [];
  for (const range of ranges) {
    // A service that measured the file a little longer than the browser plays it: cut at the end.
    const startMs = Math.min(Math.max(0, range.startMs), durationMs);
    const endMs = Math.min(range.startMs + range.lengthMs, durationMs);
    if (endMs <= startMs) continue;
    const width = Math.min(laneWidth, Math.max(MIN_STRETCH_PX, (endMs - startMs) * scale));
    // Widened near the end, it grows back into the lane rather than out of it.
    const from = Math.min(startMs * scale, laneWidth - width);
    const left = dir === 'rtl' ? laneWidth - from - width : from;
    boxes.push({ track, kind, startMs, lengthMs: endMs - startMs, left, width });
  }
  return boxes;
}

/**
 * Where the bar goes, relative to its host's origin: under the player, as wide as it. In a
 * fullscreen container (`area`) the player often fills the screen and there is no "under":
 * then over the top of the picture, clear of the player's controls, which sit at its bottom.
 */
export function barPlacement(
  video: Box,
  origin: { left: number; top: number },
  barHeight: number,
  area?: Box,
): Box & { over: boolean } {
  const below = video.top + video.height;
  const over = area !== undefined && below + barHeight > area.top + area.height;
  const top = over ? Math.max(video.top, area.top) : below;
  return {
    left: video.left - origin.left,
    top: top - origin.top,
    width: video.width,
    height: barHeight,
    over,
  };
}
