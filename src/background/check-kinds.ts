/**
 * Every kind of check, as the worker knows it: importing a kind's files registers its runner (or
 * its follower of the relay), its painter of the page and its badge words with the engine, which
 * names no kind. `test/unit/background/check-kinds.test.ts` fails when a kind forgets a part.
 */
import './text/run-text-check.ts';
import './text/text-badge.ts';
import './image/run-image-check.ts';
import './image/run-image-plagiarism.ts';
import './image/run-object-detection.ts';
import './image/image-badge.ts';
import './scan/scan-follower.ts';
import './scan/scan-badge.ts';
import './scan/scan-tab-painter.ts';
import './video/video-follower.ts';
import './video/video-badge.ts';
// Each kind's painter of the page, in this order: image masks, text marks, video timelines.
import './image/image-tab-painter.ts';
import './text/text-tab-painter.ts';
import './video/video-tab-painter.ts';
