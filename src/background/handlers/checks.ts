import { appError, err, ok } from '../../core/errors.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { isTextCheck, type CheckRecord } from '../../shared/checks/check-record.ts';
import { stopChecks } from '../engine/cancel-checks.ts';
import { liftCleared, markLayerCleared } from '../engine/cleared-marks.ts';
import { retryWaitingNow } from '../engine/check-runner.ts';
import { rerunChecks, startPastedChecks, startTextChecks } from '../text/text-check-start.ts';
import { startImageCheck } from '../image/image-check-start.ts';
import { imageQuestion, questionOf } from '../../shared/checks/image-card.ts';
import { paintImageMask } from '../image/paint-image-mask.ts';
import { paintImageObjects } from '../image/paint-image-objects.ts';
import { pageOf } from '../tabs/tab-pages.ts';
import { latestChecks } from '../engine/tab-refresh.ts';
import { requestGroup } from '../engine/request-group.ts';
import { paintResults } from '../text/paint-text-marks.ts';
import { paintPassages } from '../scan/scan-tab-painter.ts';
import { revealTextPhrase } from '../text/reveal-text-phrase.ts';
import { sendToAllFrames } from '../../platform/send-to-tab.ts';
import { NO_RECEIVER_CODE } from '../../platform/transport-error.ts';
import { openHistoryStore } from '../stores/history-store.ts';
import { registry } from './router.ts';
import { resolveTabId } from '../tabs/tab-pages.ts';
import { startVideoCheck } from '../video/video-check-start.ts';
import { paintVideoTimeline } from '../video/paint-video-timeline.ts';
import { seekVideo } from '../video/seek-video.ts';

async function checksById(ids: string[]): Promise<CheckGroup> {
  const store = await openHistoryStore();
  const found = await Promise.all(ids.map((id) => store.get(id)));
  const checks = found.filter((r): r is CheckRecord => r !== undefined);
  return { ids: checks.map((c) => c.id), checks };
}

registry.register('checks/start-text', async ({ tabId, source, kinds, rerun, frameId }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  const clicked = frameId === undefined ? undefined : { tabId: tab.value, frameId };
  return startTextChecks({ tabId: tab.value, source, kinds, rerun, clicked });
});

registry.register('checks/start-document', async ({ tabId, url, kinds, rerun }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  const { pageUrl } = await pageOf(tab.value);
  return startTextChecks({ tabId: tab.value, source: 'page', kinds, rerun, link: url, pageUrl });
});

registry.register('checks/start-pasted', async ({ tabId, text, kinds }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  return startPastedChecks({ tabId: tab.value, text, kinds });
});

registry.register(
  'checks/start-image',
  async ({ tabId, frameId, frameUrl, src, rerun, kind, objects }) => {
    const question = imageQuestion(kind, objects);
    if (!question.ok) return question;
    const tab = await resolveTabId(tabId);
    if (!tab.ok) return tab;
    const page = await pageOf(tab.value);
    return startImageCheck({
      tabId: tab.value,
      ...(frameId ? { frameId, frameUrl } : {}),
      src,
      rerun,
      questions: [question.value],
      ...page,
    });
  },
);

registry.register('checks/start-video', async ({ tabId, frameId, key, src, rerun }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  const page = await pageOf(tab.value);
  return startVideoCheck({ tabId: tab.value, frameId, choice: { key, src }, rerun, ...page });
});

registry.register('checks/seek-video', ({ checkId, atMs }) => seekVideo(checkId, atMs));

/** A video checked again: the same `<video>` of its page, asked anew, nothing from history. */
function rerunVideo(check: CheckRecord) {
  if (check.kind !== 'ai-video' || check.source.tabId === undefined) {
    return Promise.resolve(
      err(
        appError(
          'not-found',
          'This video cannot be checked again from here: right-click it on its page.',
        ),
      ),
    );
  }
  const { tabId, frameId, frameUrl, url, title } = check.source;
  const { key, src } = check.video;
  return startVideoCheck({
    tabId,
    frameId,
    frameUrl,
    choice: key ? { key } : { srcUrl: src },
    pageUrl: url,
    pageTitle: title,
    rerun: true,
  });
}

registry.register('checks/rerun', async ({ ids, confirmCredits }) => {
  const { checks } = await checksById(ids);
  const video = checks.find((c) => c.kind === 'ai-video');
  if (video) return rerunVideo(video);
  const images = checks.filter(
    (c) => c.kind === 'ai-image' || c.kind === 'image-plagiarism' || c.kind === 'object-detection',
  );
  if (images.length === 0) return rerunChecks(ids, confirmCredits);
  // An image's group may show earlier answers alongside: the ones asked together (the newest)
  // are run again.
  const newest = Math.max(...images.map((c) => c.createdAt));
  const asked = images.filter((c) => c.createdAt === newest);
  const first = asked[0];
  const src = first && (first.imageSrc ?? first.image?.src);
  if (!first || !src || first.source.tabId === undefined) {
    return err(
      appError(
        'not-found',
        'This image cannot be checked again from here: right-click it on its page.',
      ),
    );
  }
  return startImageCheck({
    tabId: first.source.tabId,
    ...(first.source.frameId
      ? { frameId: first.source.frameId, frameUrl: first.source.frameUrl }
      : {}),
    src,
    pageUrl: first.source.url,
    pageTitle: first.source.title,
    rerun: true,
    questions: asked.map(questionOf),
  });
});

registry.register('checks/get', async ({ ids }) => ok(await checksById(ids)));

registry.register('checks/request-group', ({ id }) => requestGroup(id));

registry.register('checks/cancel', async ({ ids }) => {
  // A check answered by webhook stops waiting instead (its kind's follower).
  const checks = await stopChecks(ids);
  return ok({ ids: checks.map((c) => c.id), checks });
});

registry.register('checks/retry-now', async ({ ids }) =>
  ok({ retried: await retryWaitingNow(ids) }),
);

registry.register('checks/latest', async ({ tabId }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  const checks = await latestChecks(tab.value);
  return ok({ ids: checks.map((c) => c.id), checks });
});

registry.register('checks/highlight', async ({ ids }) => {
  const { checks } = await checksById(ids);
  // Asked for again: a later refresh of the tab paints them too.
  for (const check of checks) {
    if (check.source.tabId !== undefined) await liftCleared(check.source.tabId, [check.id]);
  }
  let applied = 0;
  for (const check of checks) {
    const shown =
      check.kind === 'ai-image'
        ? await paintImageMask(check)
        : check.kind === 'object-detection'
          ? await paintImageObjects(check)
          : check.kind === 'ai-video'
            ? await paintVideoTimeline(check)
            : check.kind === 'url-scan'
              ? await paintPassages(check)
              : ok({ shown: 0 });
    if (!shown.ok) return shown;
    applied += shown.value.shown;
  }
  if (!checks.some(isTextCheck)) return ok({ applied });
  return paintResults(checks);
});

registry.register('checks/reveal-phrase', (place) => revealTextPhrase(place));

// One layer: a check's marks (and its image overlays and video timelines), or a scan's passages.
registry.register('checks/clear-highlights', async ({ tabId, layer = 'check' }) => {
  const tab = await resolveTabId(tabId);
  if (!tab.ok) return tab;
  // Before the page is cleared: a refresh already on its way must not paint them back.
  await markLayerCleared(tab.value, layer);
  // Every frame: a check of a frame's text or image painted there.
  const cleared = await sendToAllFrames(tab.value, 'content/clear-highlights', { layer });
  if (!cleared.ok && cleared.error.code !== NO_RECEIVER_CODE) return cleared;
  if (layer === 'scan') return ok({});
  // Videos' timelines too, drawn apart from the marks; a page without any has nothing to say.
  await sendToAllFrames(tab.value, 'content/clear-video-timelines', {});
  return ok({});
});
