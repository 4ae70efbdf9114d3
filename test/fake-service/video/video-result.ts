/**
 * The webhook body of a finished video check, in the response page's names: `model`,
 * `visualResult`/`audioResult` (`starts`, `lengths`, `exclude`), `summary` (`visualAIRatio`,
 * `audioAIRatio`, `overallAIRatio`), `videoInfo.duration` in seconds, `metadata` when the file
 * carried provenance (the page leaves its place and names open: the double puts it at the top,
 * with the image answer's names), and `scannedDocument`.
 */
import { isoTime } from '../core/iso-time.ts';
import type { VideoProvenanceStandIn } from './video-file.ts';
import { VIDEO_MODEL } from './video-rules.ts';
import type { ExpectedTrack, ExpectedVideoFindings } from './video-segments.ts';

function rangesOf(ranges: { startMs: number; lengthMs: number }[]) {
  return { starts: ranges.map((r) => r.startMs), lengths: ranges.map((r) => r.lengthMs) };
}

function trackResult(track: ExpectedTrack) {
  return { ...rangesOf(track.ai), exclude: rangesOf(track.excluded) };
}

export interface VideoResultInput {
  scanId: string;
  findings: ExpectedVideoFindings;
  provenance?: VideoProvenanceStandIn;
  credits: number;
  now: number;
}

export function videoResult(input: VideoResultInput) {
  const { findings } = input;
  return {
    model: VIDEO_MODEL,
    audioResult: trackResult(findings.audio),
    visualResult: trackResult(findings.visual),
    summary: {
      audioAIRatio: findings.audio.ratio,
      visualAIRatio: findings.visual.ratio,
      overallAIRatio: findings.overallRatio,
    },
    videoInfo: { duration: findings.durationMs / 1000 },
    ...(input.provenance ? { metadata: { ...input.provenance } } : {}),
    scannedDocument: {
      scanId: input.scanId,
      actualCredits: input.credits,
      expectedCredits: input.credits,
      creationTime: isoTime(input.now),
    },
  };
}
