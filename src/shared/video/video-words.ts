/**
 * The words the content script draws with a video's timeline, in the extension's language (the
 * content script carries no catalogue: the worker sends them, like the legend's).
 */
import * as v from 'valibot';

const Words = v.pipe(v.string(), v.maxLength(200));

export const VideoTimelineWordsSchema = v.object({
  lang: v.pipe(v.string(), v.maxLength(20)),
  dir: v.picklist(['ltr', 'rtl']),
  /** The timeline's name for assistive technology ("AI in this video"). */
  heading: Words,
  /** The two tracks' names ("Picture", "Sound"). */
  visual: Words,
  audio: Words,
  /** The legend: what a coloured stretch is, what a grey one is. */
  ai: Words,
  excluded: Words,
  /** Hide and show the timeline. */
  hide: Words,
  show: Words,
  /**
   * One stretch, spoken and in its tooltip: `$TRACK$`, `$FROM$`, `$TO$` are replaced by the
   * track's name and the clock times ("AI picture, 0:42 to 0:57").
   */
  segment: Words,
});
export type VideoTimelineWords = v.InferOutput<typeof VideoTimelineWordsSchema>;

/** A stretch's words, with its track and times filled in. */
export const segmentWords = (
  words: VideoTimelineWords,
  track: string,
  from: string,
  to: string,
): string => words.segment.replace('$TRACK$', track).replace('$FROM$', from).replace('$TO$', to);
