import { isTextCheck } from '../../shared/checks/check-record.ts';
import { registerTabPainter } from '../engine/tab-refresh.ts';
import { paintResults } from './paint-text-marks.ts';

/** Text checks on the page: the group's finished ones painted together, as marks. */
registerTabPainter(['ai-text', 'moderation'], async (latest) => {
  if (latest.some((c) => c.status === 'done' && isTextCheck(c))) await paintResults([...latest]);
});
