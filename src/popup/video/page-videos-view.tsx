import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { BackgroundProtocol, ResponseOf } from '../../shared/messages/index.ts';
import type { Translator } from '../../shared/i18n/translator.ts';
import { clockTime } from '../../shared/video/video-findings.ts';
import type { VideoTarget } from '../../shared/video/video-target.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { listedVideoName, whyNotCheckable } from './video-name.ts';
import './video.css';

const STREAMS = new Set<VideoTarget['kind']>(['media-source', 'hls', 'dash']);

export type PageVideos = ResponseOf<BackgroundProtocol, 'videos/list'>;

interface Props {
  videos: PageVideos;
  /** Sends the video to be checked; resolves once the worker answered (shown by the page). */
  onCheck: (video: VideoTarget) => Promise<void>;
}

/** Its length as a player shows it, and whether it is in a frame. */
function details(translator: Translator, video: VideoTarget): string {
  const { t } = translator;
  return [
    video.durationMs === undefined
      ? t('video_lengthUnknown')
      : t('video_length', clockTime(video.durationMs)),
    ...(video.frameId > 0 ? [t('video_inFrame')] : []),
  ].join(t('image_listSeparator'));
}

/**
 * The page's videos: name and length, and a button for each one the service can fetch; a stream
 * (MediaSource, HLS, DASH) or a video with no address says why it cannot be checked instead.
 */
export function PageVideosView({ videos: listed, onCheck }: Props): JSX.Element {
  const translator = useT();
  const { t, plural } = translator;
  const { videos, unreadFrames = 0 } = listed;
  // The one being sent: its button waits, so a second click cannot send it twice.
  const [sending, setSending] = useState<string | null>(null);
  const idOf = (video: VideoTarget): string => `${video.frameId}:${video.key}`;
  const check = async (video: VideoTarget): Promise<void> => {
    setSending(idOf(video));
    try {
      await onCheck(video);
    } finally {
      setSending(null);
    }
  };
  // A streamed one could still be checked by its file, where the site offers it: said once.
  const anyStream = videos.some((video) => STREAMS.has(video.kind));
  return (
    <section class="page-videos" aria-label={t('video_pageVideos')} data-testid="page-videos">
      <h2>{t('video_pageVideos')}</h2>
      {videos.length === 0 && (
        <p class="muted" data-testid="no-videos">
          {t('video_noVideos')}
        </p>
      )}
      <ul>
        {videos.map((video, index) => {
          const name = listedVideoName(translator, video, index);
          const why = whyNotCheckable(video);
          return (
            <li key={idOf(video)} data-kind={video.kind} data-testid="page-video">
              <p class="video-name" title={video.src}>
                {name}
              </p>
              <p class="muted">{details(translator, video)}</p>
              {why ? (
                <p class="muted why-not" data-testid="video-why-not">
                  {t(why)}
                </p>
              ) : (
                <div class="buttons">
                  <button
                    type="button"
                    data-testid="check-video"
                    aria-label={t('video_checkForAiNamed', name)}
                    disabled={sending === idOf(video)}
                    onClick={() => void check(video)}
                  >
                    {t('video_checkForAi')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {anyStream && (
        <p class="muted small" data-testid="stream-help">
          {t('video_streamHelp')}
        </p>
      )}
      {unreadFrames > 0 && (
        <p class="muted" data-testid="unread-frames">
          {plural('video_unreadFrames', unreadFrames)}
        </p>
      )}
    </section>
  );
}
