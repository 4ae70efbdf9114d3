import { registerTabPainter } from '../engine/tab-refresh.ts';
import { paintImageMask } from './paint-image-mask.ts';
import { paintImageObjects } from './paint-image-objects.ts';

/**
 * Image checks on the page: each finished AI mask (its heatmap once one arrived: the heatmap's
 * follower asks for this painter), then the objects found (asked for last).
 */
registerTabPainter(['ai-image', 'object-detection'], async (latest) => {
  for (const image of latest.filter((c) => c.status === 'done')) {
    if (image.kind === 'ai-image') await paintImageMask(image);
    if (image.kind === 'object-detection') await paintImageObjects(image);
  }
});

registerTabPainter(['image-plagiarism'], {
  notDrawn: 'Where else an image was found is a list in the popup, not a mark on the page.',
});
