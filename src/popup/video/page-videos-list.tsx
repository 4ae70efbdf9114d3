import type { JSX } from 'preact';
import type { AppError } from '../../core/errors.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import type { VideoTarget } from '../../shared/video/video-target.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { lazyView } from '../lazy-view.ts';
import { FoundWhenAsked } from '../found-when-asked.tsx';
import { tabTarget } from '../tab-target.ts';
import type { PageVideos } from './page-videos-view.tsx';

// The list is drawn by code loaded on the first click: most openings never show it.
const PageVideosView = lazyView(() =>
  import('./page-videos-view.tsx').then((m) => m.PageVideosView),
);

interface Props {
  tabId: number | undefined;
  onStarted: (group: CheckGroup) => void;
  onError: (error: AppError) => void;
}

/** The page's videos, each checkable or saying why not; found when asked (like the images). */
export function PageVideosList({ tabId, onStarted, onError }: Props): JSX.Element {
  const { t } = useT();

  // The worker refuses a video it cannot send (a private address…) with its reason: shown.
  const check = async ({ key, frameId, src }: VideoTarget): Promise<void> => {
    const started = await sendToBackground('checks/start-video', {
      ...tabTarget(tabId),
      frameId,
      key,
      ...(src === undefined ? {} : { src }),
    });
    if (started.ok) onStarted(started.value);
    else onError(started.error);
  };

  return (
    <FoundWhenAsked
      testId="find-videos"
      label={t('video_checkAVideo')}
      busyLabel={t('video_lookingForVideos')}
      ask={() => sendToBackground('videos/list', tabTarget(tabId))}
      preload={PageVideosView.preload}
    >
      {(videos: PageVideos) => <PageVideosView videos={videos} onCheck={check} />}
    </FoundWhenAsked>
  );
}
