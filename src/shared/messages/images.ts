import * as v from 'valibot';
import { MAX_OBJECTS, ObjectNameSchema } from '../checks/check-settings.ts';
import { ImageCheckSchema } from '../checks/check-record.ts';
import { CheckIdSchema } from './checks.ts';
import { defineProtocol } from './define.ts';

const Pixels = v.pipe(v.number(), v.integer(), v.minValue(0));

export const PageImageSchema = v.object({
  /** Absolute address of the largest source (srcset, picture). */
  src: v.string(),
  kind: v.picklist(['img', 'background']),
  alt: v.string(),
  /** The file's own size, as far as the page knows it (0 when unknown). */
  naturalWidth: Pixels,
  naturalHeight: Pixels,
  /** The height is worked out from a srcset width and the shown file's proportions. */
  estimated: v.boolean(),
  /** Size on screen. */
  shownWidth: Pixels,
  shownHeight: Pixels,
  /** Shown much smaller than the file: the check covers the file, not what is seen. */
  thumbnail: v.boolean(),
  /** Not loaded yet (loading=lazy off screen, or a script's data-src): the file is fetched to check it. */
  waiting: v.optional(v.literal(true)),
  /** The frame showing it, when not the top document, and that frame's address. */
  frameId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  frameUrl: v.optional(v.pipe(v.string(), v.maxLength(8192))),
});
export type PageImage = v.InferOutput<typeof PageImageSchema>;

export const PageImagesSchema = v.object({
  images: v.array(PageImageSchema),
  /** Images left out because the service cannot check them (under 512 px on a side). */
  tooSmall: v.number(),
  /** Frames of other sites the extension may not read, which may hold more images. */
  unreadableFrames: v.optional(
    v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(1)), sites: v.array(v.string()) }),
  ),
});
export type PageImages = v.InferOutput<typeof PageImagesSchema>;

export const imagesProtocol = defineProtocol({
  /** The images of a tab (the active one when absent) that can be checked. */
  'images/list': {
    request: v.object({ tabId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))) }),
    response: PageImagesSchema,
    from: ['extension-page'],
  },
  /**
   * Asks the service for a graded heatmap of a finished image check (asynchronous detection,
   * answered through the relay). Answers at once with the check; the heatmap lands on it.
   */
  'images/request-heatmap': {
    request: v.object({ id: CheckIdSchema }),
    response: v.object({ check: ImageCheckSchema }),
    from: ['extension-page'],
  },
  /** Looks at the relay for a requested heatmap now, waiting up to `waitSeconds` for it. */
  'images/follow-heatmap': {
    request: v.object({
      id: CheckIdSchema,
      waitSeconds: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)),
    }),
    response: v.object({ check: v.nullable(ImageCheckSchema) }),
    from: ['extension-page'],
  },
  /** Draws a finished object detection on its page again, with only the objects named. */
  'images/show-objects': {
    request: v.object({
      id: CheckIdSchema,
      objects: v.pipe(v.array(ObjectNameSchema), v.maxLength(MAX_OBJECTS)),
    }),
    response: v.object({ shown: v.number() }),
    from: ['extension-page'],
  },
});
