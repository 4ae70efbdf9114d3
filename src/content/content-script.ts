/**
 * The content script, injected on demand into the tab the user asked about. It reads the page
 * (selection, text, images) and draws overlays; it never sees the API key or token. The popup's
 * first screen needs only the selection: first-screen-script.ts, a third of this, answers that
 * in a page this script is not in yet (it steps aside once this one is in).
 */
import { findDocumentLinks } from '../shared/documents/document-links.ts';
import { appError, err, ok } from '../core/errors.ts';
import { contentProtocol } from '../shared/messages/content.ts';
import { HandlerRegistry } from '../shared/messages/dispatch.ts';
import { listen } from '../platform/listen.ts';
import { applyHighlights, clearHighlights } from './marks/highlights.ts';
import { revealPhrase } from './marks/phrase-tips.ts';
import { readImageBytes } from './images/image-bytes.ts';
import { publicView } from './reading/public-view.ts';
import { readDocExport } from './reading/doc-export.ts';
import {
  clearImageMasks,
  showImageHeatmap,
  showImageObjects,
  showImageMask,
} from './images/image-masks.ts';
import { listPageImages } from './images/page-images.ts';
import { bestSourceShowing } from './images/image-sources.ts';
import { renderedLayout } from './reading/rendered-layout.ts';
import { drawSvg } from './images/svg-drawing.ts';
import { selectionAnswer } from './selection-answer.ts';
import { WHOLE_SCRIPT_KEY } from './whole-script-key.ts';
import { keepTextMap, textMap } from './reading/text-store.ts';
import { textUnchanged, watchTextChanges } from './reading/text-changes.ts';
import { readText } from './reading/text-source.ts';
import { leftOutOf } from '../shared/text-checks/left-out.ts';
import { log } from './page/content-log.ts';
import { sendIn } from '../platform/send-in.ts';
import { marksProtocol } from '../shared/messages/marks.ts';
import type { MarkLayer } from '../shared/text-checks/highlight-names.ts';
import type { OnTampered } from './marks/mark-watch.ts';
import { articleProtocol } from '../shared/messages/article.ts';
import { outlineProtocol } from '../shared/messages/offscreen-article.ts';
import type { ReaderElsewhere } from './reading/page-text.ts';
import { listPageVideos } from './videos/page-videos.ts';
import { videoAt, watchVideoContextMenu } from './videos/video-context-menu.ts';
import { clearVideoTimelines, seekVideoTo, showVideoTimelines } from './videos/video-requests.ts';
import { exposeVideoTimelineProbe } from './videos/video-timeline-probe.ts';

/**
 * Tells the worker, once per painting, that the page changed the marks of the text `textId`
 * (the legend says it at once, every time), and once more if they were taken off the page for
 * it; the popup, which the page cannot reach, says it then.
 */
function tellMarksChanged(textId: string): OnTampered {
  let told: 'changed' | 'removed' | undefined;
  return (found, removed) => {
    if (told === 'removed' || (told === 'changed' && !removed)) return;
    told = removed ? 'removed' : 'changed';
    const request = { textId, found, ...(removed ? { removed: true as const } : {}) };
    void sendIn(marksProtocol, 'marks/changed', request).then((reply) => {
      if (!reply.ok) log.info('marks', 'the worker did not hear of the changed marks', reply.error);
    });
  };
}

/** The user cleared a layer from the legend: the worker keeps it off when it next paints the tab. */
function tellMarksCleared(layer: MarkLayer): void {
  void sendIn(marksProtocol, 'marks/cleared', { layer }).then((reply) => {
    if (!reply.ok) log.info('marks', 'the worker did not hear of the cleared marks', reply.error);
  });
}

/**
 * Readability on a big page's HTML in the worker's hidden page, off the page's thread: the worker
 * opens it, and the HTML goes to it straight from here.
 */
const readerElsewhere: ReaderElsewhere = {
  open: () => sendIn(articleProtocol, 'article/open-reader', {}),
  read: async (html) => {
    const reply = await sendIn(outlineProtocol, 'offscreen/outline-article', { html });
    return reply.ok ? { ok: true, value: reply.value.outline } : reply;
  },
};

// Injection can happen more than once per page (each check injects when no script answers in
// time); the isolated world keeps this flag between injections, so the second one stays idle.
// The first-screen script reads it too, and steps aside.
const LOADED = Symbol.for(WHOLE_SCRIPT_KEY);
const scope = globalThis as { [LOADED]?: true };

if (!scope[LOADED]) {
  scope[LOADED] = true;
  const registry = new HandlerRegistry(contentProtocol);
  registry.register('content/ping', () => Promise.resolve(ok({ ready: true as const })));
  registry.register('content/get-selection', async () => ok(await selectionAnswer()));
  registry.register('content/read-text', async ({ source }) => {
    const layout = renderedLayout(window, { forSelection: source === 'selection' });
    const { map, mappable, unseenChars, undrawn } = await readText(
      source,
      layout,
      document,
      readerElsewhere,
    );
    const textId = keepTextMap(map);
    // A scan's plan and passages use this read while the page stays as it was (no second read).
    if (source === 'page') watchTextChanges(textId, map);
    const { text, articleReadIn } = map;
    return ok({
      textId,
      text,
      mappable,
      url: location.href,
      title: document.title,
      articleReadIn,
      ...leftOutOf(unseenChars, undrawn),
    });
  });
  registry.register('content/highlight', ({ textId, layer, spans, token, words }) => {
    const map = textMap(textId);
    if (!map) {
      return Promise.resolve(
        err(appError('not-found', 'The page changed since it was read; check it again.')),
      );
    }
    const onTampered = tellMarksChanged(textId);
    return Promise.resolve(
      ok(applyHighlights(layer, map, spans, token, words, onTampered, tellMarksCleared)),
    );
  });
  registry.register('content/reveal-phrase', ({ textId, start, length }) => {
    const map = textMap(textId);
    return Promise.resolve(ok({ shown: map ? revealPhrase(map, start, length) : false }));
  });
  // Compared with the text just read for the plan when it is still kept (no second read).
  registry.register('content/public-view', async ({ textId }) => {
    const kept = textId !== undefined ? textMap(textId)?.text : undefined;
    const seen =
      kept ??
      (
        await readText(
          'page',
          renderedLayout(window, { forSelection: false }),
          document,
          readerElsewhere,
        )
      ).map.text;
    return ok(await publicView(seen));
  });
  registry.register('content/text-unchanged', ({ textId }) =>
    Promise.resolve(ok({ unchanged: textUnchanged(textId) })),
  );
  registry.register('content/doc-export', ({ path }) => readDocExport(path).then(ok));
  registry.register('content/list-document-links', () =>
    Promise.resolve(ok(findDocumentLinks(document, document.baseURI))),
  );
  registry.register('content/list-images', async () => ok(await listPageImages()));
  registry.register('content/best-image-source', ({ src }) =>
    Promise.resolve(ok({ src: bestSourceShowing(src) })),
  );
  registry.register('content/read-image', ({ src }) => readImageBytes(src));
  registry.register('content/draw-svg', (request) => drawSvg(request));
  registry.register('content/show-image-mask', (request) =>
    Promise.resolve(showImageMask(request)),
  );
  registry.register('content/show-image-heatmap', (request) =>
    Promise.resolve(showImageHeatmap(request)),
  );
  registry.register('content/show-image-objects', (request) =>
    Promise.resolve(showImageObjects(request)),
  );
  registry.register('content/list-videos', () => Promise.resolve(ok({ videos: listPageVideos() })));
  // Right-clicks from now on are remembered; before this script came in, the menu's srcUrl tells.
  watchVideoContextMenu();
  registry.register('content/video-at', ({ srcUrl }) => Promise.resolve(ok(videoAt(srcUrl))));
  registry.register('content/show-video-timeline', (request) =>
    Promise.resolve(ok(showVideoTimelines(request))),
  );
  registry.register('content/clear-video-timelines', () =>
    Promise.resolve(ok(clearVideoTimelines())),
  );
  registry.register('content/seek-video', (request) => Promise.resolve(ok(seekVideoTo(request))));
  // Image overlays go with a check's marks; a scan's passages are cleared alone.
  registry.register('content/clear-highlights', ({ layer }) => {
    clearHighlights(layer);
    if (layer !== 'scan') clearImageMasks();
    return Promise.resolve(ok({}));
  });
  // The tests' way into our closed roots: loopback builds only, so the store builds carry none.
  if (import.meta.env.LENS_TEST_PROBES) exposeVideoTimelineProbe();
  listen(registry, {
    checkSender: false,
    onFailure: (type, error) => log.info('messages', `"${type}" failed`, error),
  });
}
