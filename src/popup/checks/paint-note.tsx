import type { JSX } from 'preact';
import {
  isTextCheck,
  type CheckRecord,
  type TextCheckKind,
} from '../../shared/checks/check-record.ts';
import type { UnpaintedReason } from '../../shared/checks/paint-report.ts';

const WHY: Record<UnpaintedReason, string> = {
  changed: 'the page changed after it was read. Check it again to mark them',
  'not-found': 'their text could not be traced back to the page as it is now',
  'form-field': 'text in a form field cannot be marked on the page',
  'page-gone': 'the page was reloaded or left after it was read. Check it again to mark them',
  pdf: "the browser's PDF viewer does not let extensions mark its text",
  'not-in-page':
    'the text is in a part of the page extensions may not read (a closed component or a plugin)',
  'google-doc': 'Google Docs draws its text itself, so extensions cannot mark it',
};

const NOUN: Record<TextCheckKind, [string, string]> = {
  'ai-text': ['section', 'sections'],
  moderation: ['flagged passage', 'flagged passages'],
};

/**
 * Says when some of a check's spans could not be painted on the page, how many and why, so a
 * page left blank is never taken for "nothing found".
 */
export function PaintNote({ check }: { check: CheckRecord }): JSX.Element | null {
  if (!isTextCheck(check)) return null;
  const report = check.painted;
  if (!report || (report.missing === 0 && report.partly === 0)) return null;
  const total = report.shown + report.partly + report.missing;
  const [one, many] = NOUN[check.kind];
  const noun = total === 1 ? one : many;
  const parts: string[] = [];
  if (report.missing > 0) parts.push(`${report.missing} of ${total} ${noun} could not be shown`);
  if (report.partly > 0) {
    parts.push(`${report.partly}${report.missing > 0 ? '' : ` of ${total} ${noun}`} only in part`);
  }
  const why = report.reason ? `: ${WHY[report.reason]}` : '';
  return (
    <p class="notice" data-testid="paint-note" data-reason={report.reason ?? ''}>
      On the page, {parts.join(', ')}
      {why}.
    </p>
  );
}
