/**
 * The tests' way into the video timelines, which live in closed roots no test can open: what
 * each one shows, and a press on one of its stretches. Loopback builds only: content-script.ts
 * exposes it there, and the store builds carry none of it (test/unit/build/store-build.test.ts).
 */
import type { VideoTrackName } from '../../shared/video/video-findings.ts';
import { timelineDurationMs, type StretchBox } from './video-timeline-geometry.ts';
import { boxOf, drawnTimelines, type Timeline } from './video-timeline.ts';

/** The symbol the probe is kept under in our isolated world (test/e2e/support/video-timeline.ts). */
export const VIDEO_TIMELINE_PROBE_KEY = 'authenticity-lens.video-timelines';

/** A drawn box in the viewport, CSS px. */
export interface ProbeBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** What a timeline shows now. */
export interface VideoTimelineProbe {
  key: string;
  where: Timeline['where'];
  open: boolean;
  lang: string;
  dir: string;
  /** The bar's name for assistive technology, and the words its legend shows. */
  label: string;
  legend: string;
  /** The length the stretches were placed for, in ms. */
  durationMs: number;
  video: ProbeBox;
  bar: ProbeBox;
  lanes: Record<VideoTrackName, ProbeBox>;
  stretches: (ProbeBox & {
    track: VideoTrackName;
    kind: StretchBox['kind'];
    startMs: number;
    lengthMs: number;
    /** What it says to assistive technology (AI stretches), and whether it is drawn. */
    spoken: string | null;
    drawn: boolean;
  })[];
}

/** Every timeline's boxes as drawn. */
export function probeVideoTimelines(): VideoTimelineProbe[] {
  return drawnTimelines().map((t) => ({
    key: t.key,
    where: t.where,
    open: t.open,
    lang: t.bar.lang,
    dir: t.bar.dir,
    label: t.bar.getAttribute('aria-label') ?? '',
    legend: [...t.head.querySelectorAll('.key')].map((k) => k.textContent ?? '').join(' · '),
    durationMs: t.drawn?.durationMs ?? timelineDurationMs(t.video.duration, t.findings),
    video: boxOf(t.video),
    bar: boxOf(t.bar),
    lanes: { visual: boxOf(t.lanes.visual), audio: boxOf(t.lanes.audio) },
    stretches: t.stretches.map((s) => ({
      ...boxOf(s.element),
      track: s.track,
      kind: s.kind,
      startMs: s.range.startMs,
      lengthMs: s.range.lengthMs,
      spoken: s.element.getAttribute('aria-label'),
      drawn: !s.element.hidden && t.open && !t.bar.hidden,
    })),
  }));
}

/**
 * Presses (or only focuses) one AI stretch, by its place among the timeline's AI stretches of
 * that track, as a test drives it; false when there is no such stretch.
 */
export function pressVideoStretch(
  key: string | undefined,
  track: VideoTrackName,
  index: number,
  how: 'click' | 'focus',
): boolean {
  const timeline = drawnTimelines().find((t) => !key || t.key === key);
  const stretch = timeline?.stretches.filter((s) => s.track === track && s.kind === 'ai')[index];
  if (!stretch) return false;
  if (how === 'focus') stretch.element.focus();
  else stretch.element.click();
  return true;
}

/**
 * Keeps the probe under a well-known symbol in our isolated world, which the extension's own
 * injected scripts share and pages cannot read (like the legend's root). Called once per
 * document, by the injection that draws.
 */
export function exposeVideoTimelineProbe(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(VIDEO_TIMELINE_PROBE_KEY)] = {
    probe: probeVideoTimelines,
    press: pressVideoStretch,
  };
}
