import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { AppError } from '../../core/errors.ts';
import type { MessageKey } from '../../shared/i18n/translator.ts';
import {
  clockTime,
  videoSegments,
  type VideoFindings,
  type VideoSegment,
  type VideoTrackName,
} from '../../shared/video/video-findings.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useT } from '../../ui/i18n/translated-page.tsx';

const SEGMENT_WORDS: Record<VideoTrackName, MessageKey> = {
  visual: 'video_segmentPicture',
  audio: 'video_segmentSound',
};

/**
 * The AI stretches of both tracks in time order ("0:42–0:57 AI sound"), each a button that plays
 * the checked video on its page from there.
 */
export function VideoSegments({
  checkId,
  findings,
}: {
  checkId: string;
  findings: VideoFindings;
}): JSX.Element {
  const { t, plural } = useT();
  const segments = videoSegments(findings);
  // What the last seek came to: the video gone from its page, or the worker's failure.
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<AppError | null>(null);

  // Started with `void` by its button: shows its own failure; a throw reaches the page's log.
  const seek = async ({ startMs }: VideoSegment): Promise<void> => {
    const sought = await sendToBackground('checks/seek-video', { checkId, atMs: startMs });
    setError(sought.ok ? null : sought.error);
    setMissing(sought.ok && !sought.value.found);
  };

  if (segments.length === 0) {
    return (
      <p class="muted" data-testid="video-no-segments">
        {t('video_noSegments')}
      </p>
    );
  }
  return (
    <section class="video-segments" data-testid="video-segments">
      <h2>{plural('video_segmentsHeading', segments.length)}</h2>
      <p class="muted small">{t('video_seekHint')}</p>
      <ol>
        {segments.map((segment) => (
          <li key={`${segment.track}${segment.startMs}`}>
            <button
              type="button"
              class="segment-item"
              data-track={segment.track}
              data-testid="video-segment"
              onClick={() => void seek(segment)}
            >
              {t(
                SEGMENT_WORDS[segment.track],
                clockTime(segment.startMs),
                clockTime(segment.startMs + segment.lengthMs),
              )}
            </button>
          </li>
        ))}
      </ol>
      {/* There before it is filled, so screen readers announce what a seek came to. */}
      <div role="status">
        {missing && (
          <p class="notice" data-testid="video-not-on-page">
            {t('video_notOnPage')}
          </p>
        )}
      </div>
      {error && <ErrorNotice error={error} />}
    </section>
  );
}
