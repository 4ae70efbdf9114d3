import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { AppError, Result } from '../../core/errors.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import type { VideoTarget } from '../../shared/video/video-target.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { lazyView } from '../lazy-view.ts';
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

const tab = (tabId: number | undefined): { tabId?: number } =>
  tabId === undefined ? {} : { tabId };

/** The page's videos, each checkable or saying why not; found when asked (like the images). */
export function PageVideosList({ tabId, onStarted, onError }: Props): JSX.Element {
  const { t } = useT();
  const [listed, setListed] = useState<Result<PageVideos> | null>(null);
  const [busy, setBusy] = useState(false);

  // Started with `void` by the page: shows its own failure; a throw reaches the page's log.
  const find = async (): Promise<void> => {
    setBusy(true);
    try {
      // The view's code loads while the page is searched: both are needed to show the list.
      const [answer] = await Promise.all([
        sendToBackground('videos/list', tab(tabId)),
        PageVideosView.preload(),
      ]);
      setListed(answer);
    } finally {
      // The button comes back after a failure too (the view's code not loading).
      setBusy(false);
    }
  };

  // The worker refuses a video it cannot send (a private address…) with its reason: shown.
  const check = async ({ key, frameId, src }: VideoTarget): Promise<void> => {
    const started = await sendToBackground('checks/start-video', {
      ...tab(tabId),
      frameId,
      key,
      ...(src === undefined ? {} : { src }),
    });
    if (started.ok) onStarted(started.value);
    else onError(started.error);
  };

  if (listed === null) {
    return (
      <button
        type="button"
        class="secondary"
        data-testid="find-videos"
        disabled={busy}
        onClick={() => void find()}
      >
        {busy ? t('video_lookingForVideos') : t('video_checkAVideo')}
      </button>
    );
  }
  if (!listed.ok) return <ErrorNotice error={listed.error} />;
  return <PageVideosView videos={listed.value} onCheck={check} />;
}
