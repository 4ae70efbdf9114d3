import type { JSX } from 'preact';
import type { MessageKey, Translator } from '../../shared/i18n/translator.ts';
import {
  clockTime,
  VIDEO_TRACKS,
  type VideoFindings,
  type VideoTrackName,
} from '../../shared/video/video-findings.ts';
import { videoShares } from '../../shared/video/video-shares.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { wordsAround } from '../checks/words-around.ts';

const TRACK_WORDS: Record<
  VideoTrackName,
  { share: MessageKey; notScored: MessageKey; excluded: MessageKey }
> = {
  visual: {
    share: 'video_pictureShare',
    notScored: 'video_pictureNotScored',
    excluded: 'video_pictureExcluded',
  },
  audio: {
    share: 'video_soundShare',
    notScored: 'video_soundNotScored',
    excluded: 'video_soundExcluded',
  },
};

/** "42%", "42 %": a share rounded to a whole percent, the language's way. */
const percent = ({ number }: Translator, ratio: number): string =>
  number(Math.round(ratio * 100) / 100, { style: 'percent' });

/**
 * The AI share of the whole video (picture or sound), large with its bar, then each track's: all
 * of the time the service scored, which leaves out what it did not (silence, black frames). The
 * service's ratios, else worked out from its stretches as the history's summary does.
 */
export function VideoSharesView({
  findings,
  durationMs,
}: {
  findings: VideoFindings;
  /** The player's measure, for shares worked out when the service gave no length. */
  durationMs: number | undefined;
}): JSX.Element {
  const translator = useT();
  const { t } = translator;
  const shares = videoShares(findings, durationMs);
  const overall = shares.all;
  const [before, after] = wordsAround((slot) => t('video_overallShare', slot));
  return (
    <div class="video-shares">
      {overall !== undefined && (
        <div class="share">
          <p class="share-figure">
            {before}
            <strong data-testid="video-overall">{percent(translator, overall)}</strong>
            {after}
          </p>
          <div
            class="share-bar"
            role="meter"
            aria-label={t('video_overallMeter')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(overall * 100)}
          >
            <span class="share-ai" style={{ width: `${Math.round(overall * 100)}%` }} />
          </div>
        </div>
      )}
      <ul class="track-shares">
        {VIDEO_TRACKS.map((track) => {
          const ratio = shares[track];
          const words = TRACK_WORDS[track];
          return (
            <li key={track} data-testid={`video-share-${track}`}>
              {ratio === undefined
                ? t(words.notScored)
                : t(words.share, percent(translator, ratio))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The stretches each track left out of its share ("Sound not scored: 0:00–0:03 and 1:10–1:12"). */
export function VideoExcluded({ findings }: { findings: VideoFindings }): JSX.Element | null {
  const { t, list } = useT();
  const tracks = VIDEO_TRACKS.filter((track) => findings[track].excluded.length > 0);
  if (tracks.length === 0) return null;
  return (
    <div class="video-excluded">
      {tracks.map((track) => (
        <p key={track} class="muted small" data-testid={`video-excluded-${track}`}>
          {t(
            TRACK_WORDS[track].excluded,
            list(
              findings[track].excluded.map(({ startMs, lengthMs }) =>
                t('video_range', clockTime(startMs), clockTime(startMs + lengthMs)),
              ),
            ),
          )}
        </p>
      ))}
    </div>
  );
}
