import type { ModerationLabelId } from '../text-checks/moderation-labels.ts';
import type { OverlayWords, PageWords } from './text.ts';
import type { VideoTimelineWords } from '../video/video-words.ts';
import type { MessageKey, Translator } from '../i18n/translator.ts';

const LABEL_KEYS: Record<ModerationLabelId, MessageKey> = {
  'toxic-v1': 'label_toxic',
  'profanity-v1': 'label_profanity',
  'hate-speech-v1': 'label_hateSpeech',
  'harassment-v1': 'label_harassment',
  'self-harm-v1': 'label_selfHarm',
  'adult-v1': 'label_adult',
  'violent-v1': 'label_violence',
  'drugs-v1': 'label_drugs',
  'firearms-v1': 'label_firearms',
  'cybersecurity-v1': 'label_cybersecurity',
};

/** A moderation label's name in the translator's language. */
export const labelName = (t: Translator, id: ModerationLabelId): string => t.t(LABEL_KEYS[id]);

/** What the content script shows beside our marks, in the translator's language. */
export function pageWords(t: Translator): PageWords {
  const labels = Object.keys(LABEL_KEYS) as ModerationLabelId[];
  return {
    lang: t.language,
    dir: t.dir,
    legend: t.t('page_legend'),
    clear: t.t('page_clearHighlights'),
    clearLayer: { check: t.t('page_clearCheckMarks'), scan: t.t('page_clearScanPassages') },
    changed: t.t('page_marksChanged'),
    removed: t.t('page_marksRemoved'),
    phrase: t.t('kind_phrase'),
    kinds: {
      ai: t.t('kind_ai'),
      human: t.t('kind_human'),
      match: t.t('kind_match'),
      phrase: t.t('kind_phrase'),
      ...Object.fromEntries(labels.map((id) => [id, labelName(t, id)])),
    },
  };
}

/** What an overlay over an image shows: the AI mask, the heatmap, or the objects found. */
export type OverlayKind = 'mask' | 'heatmap' | 'objects';

const OVERLAY_KEYS: Record<OverlayKind, { hide: MessageKey; show: MessageKey; title: MessageKey }> =
  {
    mask: { hide: 'page_hideMask', show: 'page_showMask', title: 'page_maskTitle' },
    heatmap: { hide: 'page_hideHeatmap', show: 'page_showHeatmap', title: 'page_heatmapTitle' },
    objects: { hide: 'page_hideObjects', show: 'page_showObjects', title: 'page_objectsTitle' },
  };

/** The words of the button over an image's overlay, in the translator's language. */
export function overlayWords(t: Translator, kind: OverlayKind): OverlayWords {
  const keys = OVERLAY_KEYS[kind];
  return {
    lang: t.language,
    dir: t.dir,
    hide: t.t(keys.hide),
    show: t.t(keys.show),
    title: t.t(keys.title),
  };
}

/**
 * What the timeline under a checked video shows, in the translator's language. `segment` keeps
 * its `$TRACK$`, `$FROM$` and `$TO$` for the content script to fill (segmentWords) per stretch.
 */
export function videoTimelineWords(t: Translator): VideoTimelineWords {
  return {
    lang: t.language,
    dir: t.dir,
    heading: t.t('video_workerTimelineHeading'),
    visual: t.t('video_workerTimelinePicture'),
    audio: t.t('video_workerTimelineSound'),
    ai: t.t('video_workerTimelineAi'),
    excluded: t.t('video_workerTimelineExcluded'),
    hide: t.t('video_workerTimelineHide'),
    show: t.t('video_workerTimelineShow'),
    segment: t.t('video_workerTimelineSegment', '$TRACK$', '$FROM$', '$TO$'),
  };
}
