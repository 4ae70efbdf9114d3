/**
 * What a video check found, in the extension's own shape (read from the service's webhook payload
 * by `api/endpoints/video-detection-result.ts`, which accepts every documented form): for the
 * picture and for the sound, the AI-detected stretches and the stretches not scored, in
 * milliseconds; each track's AI share of its scored time; the share of the whole video (the union
 * of both tracks' AI time); and the provenance facts (C2PA) when the file carried them.
 * Browser-free: the worker, the popup and the content script's timeline read it.
 */
import * as v from 'valibot';

const Ms = v.pipe(v.number(), v.integer(), v.minValue(0));
const Ratio = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

export const TimeRangeSchema = v.object({ startMs: Ms, lengthMs: Ms });
export type TimeRange = v.InferOutput<typeof TimeRangeSchema>;

export const VideoTrackSchema = v.object({
  /** AI-detected stretches, in time order, not overlapping. */
  ai: v.array(TimeRangeSchema),
  /** Stretches the service did not score (silence, black frames…): left out of the shares. */
  excluded: v.array(TimeRangeSchema),
  /** AI time over scored time, as the service gave it; absent when it gave none. */
  ratio: v.optional(Ratio),
});
export type VideoTrack = v.InferOutput<typeof VideoTrackSchema>;

export const VIDEO_TRACKS = ['visual', 'audio'] as const;
export type VideoTrackName = (typeof VIDEO_TRACKS)[number];

export const VideoProvenanceSchema = v.object({
  /** The tool that made it ("Made with …"). */
  tool: v.optional(v.pipe(v.string(), v.maxLength(500))),
  /** Who signed the credentials ("signed by …"). */
  issuer: v.optional(v.pipe(v.string(), v.maxLength(500))),
  /** When they were signed, as the file says (ISO 8601 when it is). */
  signedAt: v.optional(v.pipe(v.string(), v.maxLength(100))),
});
export type VideoProvenance = v.InferOutput<typeof VideoProvenanceSchema>;

export const VideoFindingsSchema = v.object({
  model: v.optional(v.string()),
  /** The AI share of the whole video's scored time (union of both tracks' AI time). */
  overallRatio: v.optional(Ratio),
  visual: VideoTrackSchema,
  audio: VideoTrackSchema,
  /** The video's length as the service measured it, when it said. */
  durationMs: v.optional(Ms),
  provenance: v.optional(VideoProvenanceSchema),
});
export type VideoFindings = v.InferOutput<typeof VideoFindingsSchema>;

/** One AI stretch of one track, for lists ("0:42–0:57 AI voice"). */
export interface VideoSegment extends TimeRange {
  track: VideoTrackName;
}

/** Every AI stretch of both tracks, in time order (picture first where they start together). */
export function videoSegments(findings: VideoFindings): VideoSegment[] {
  return VIDEO_TRACKS.flatMap((track) =>
    findings[track].ai.map((range) => ({ ...range, track })),
  ).sort((a, b) => a.startMs - b.startMs || (a.track === 'visual' ? -1 : 1));
}

/** "0:42", "1:02:05": a time in a video, as players show it. */
export function clockTime(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
