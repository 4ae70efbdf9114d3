import type { JSX } from 'preact';
import type { MessageKey } from '../../shared/i18n/translator.ts';
import {
  clockTime,
  VIDEO_TRACKS,
  type TimeRange,
  type VideoFindings,
  type VideoTrackName,
} from '../../shared/video/video-findings.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

export const TRACK_NAMES: Record<VideoTrackName, MessageKey> = {
  visual: 'video_trackPicture',
  audio: 'video_trackSound',
};

/** Where a stretch sits on a track of `durationMs`, in percent of its width (cut to the track). */
export function rangeAt(
  { startMs, lengthMs }: TimeRange,
  durationMs: number,
): { from: number; width: number } {
  const percent = (ms: number): number => Math.min(100, Math.max(0, (ms / durationMs) * 100));
  const from = percent(startMs);
  return { from, width: percent(startMs + lengthMs) - from };
}

/** A stretch on a track: placed by custom properties, which the stylesheet reads logically (RTL). */
function Stretch({
  range,
  durationMs,
  kind,
}: {
  range: TimeRange;
  durationMs: number;
  kind: 'ai' | 'excluded';
}): JSX.Element {
  const { from, width } = rangeAt(range, durationMs);
  return (
    <span
      class={`timeline-${kind}`}
      data-start-ms={range.startMs}
      data-length-ms={range.lengthMs}
      style={{ '--from': `${from}%`, '--width': `${width}%` }}
    />
  );
}

/**
 * The video's length as a bar per track (picture, sound), the AI stretches coloured and the ones
 * not scored greyed, as the page's own timeline draws them. A picture to people who see it; to a
 * screen reader one sentence, the stretches being the list below it.
 */
export function VideoTimeline({
  findings,
  durationMs,
}: {
  findings: VideoFindings;
  durationMs: number;
}): JSX.Element {
  const { t } = useT();
  const length = clockTime(durationMs);
  return (
    <figure class="video-timeline" data-testid="video-timeline" data-duration-ms={durationMs}>
      <div class="timeline-tracks" role="img" aria-label={t('video_timelineAlt', length)}>
        {VIDEO_TRACKS.map((track) => (
          <div class="timeline-row" key={track} data-track={track}>
            <span class="timeline-label">{t(TRACK_NAMES[track])}</span>
            <span class="timeline-track">
              {findings[track].excluded.map((range) => (
                <Stretch
                  key={`x${range.startMs}`}
                  range={range}
                  durationMs={durationMs}
                  kind="excluded"
                />
              ))}
              {findings[track].ai.map((range) => (
                <Stretch
                  key={`a${range.startMs}`}
                  range={range}
                  durationMs={durationMs}
                  kind="ai"
                />
              ))}
            </span>
          </div>
        ))}
        <div class="timeline-scale">
          <span>{clockTime(0)}</span>
          <span>{length}</span>
        </div>
      </div>
      <figcaption>
        <ul class="timeline-legend">
          <li>
            <span class="swatch timeline-ai" aria-hidden="true" />
            {t('video_legendAi')}
          </li>
          <li>
            <span class="swatch timeline-scored" aria-hidden="true" />
            {t('video_legendScored')}
          </li>
          <li>
            <span class="swatch timeline-excluded" aria-hidden="true" />
            {t('video_legendExcluded')}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
