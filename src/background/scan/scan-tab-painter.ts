import { registerTabPainter } from '../engine/tab-refresh.ts';

registerTabPainter(['url-scan'], {
  notDrawn:
    'A scan is not among the tab’s latest checks: its passages are painted when they arrive (scan-passages.ts).',
});
