import type { JSX } from 'preact';
import {
  isTextCheck,
  type CheckRecord,
  type TextCheckKind,
} from '../../shared/checks/check-record.ts';
import type { UnpaintedReason } from '../../shared/text-checks/paint-report.ts';
import type { MessageKey, PluralKey } from '../../shared/i18n/translator.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

const WHY: Record<UnpaintedReason, MessageKey> = {
  changed: 'checks_paintWhyChanged',
  'not-found': 'checks_paintWhyNotFound',
  'form-field': 'checks_paintWhyFormField',
  'page-gone': 'checks_paintWhyPageGone',
  pdf: 'checks_paintWhyPdf',
  'not-in-page': 'checks_paintWhyNotInPage',
  'google-doc': 'checks_paintWhyGoogleDoc',
  document: 'checks_paintWhyDocument',
};

/** The sentence for what was lost, by what a check's spans are called. */
const COUNTS: Record<TextCheckKind, { missing: PluralKey; partly: PluralKey; both: PluralKey }> = {
  'ai-text': {
    missing: 'checks_paintSectionsMissing',
    partly: 'checks_paintSectionsPartly',
    both: 'checks_paintSectionsBoth',
  },
  moderation: {
    missing: 'checks_paintPassagesMissing',
    partly: 'checks_paintPassagesPartly',
    both: 'checks_paintPassagesBoth',
  },
};

/**
 * Says when some of a check's spans could not be painted on the page, how many and why, so a
 * page left blank is never taken for "nothing found".
 */
export function PaintNote({ check }: { check: CheckRecord }): JSX.Element | null {
  const { t, plural } = useT();
  if (!isTextCheck(check)) return null;
  const report = check.painted;
  if (!report || (report.missing === 0 && report.partly === 0)) return null;
  const total = report.shown + report.partly + report.missing;
  const words = COUNTS[check.kind];
  const note =
    report.missing > 0 && report.partly > 0
      ? plural(words.both, total, report.missing, report.partly)
      : report.missing > 0
        ? plural(words.missing, total, report.missing)
        : plural(words.partly, total, report.partly);
  return (
    <p class="notice" data-testid="paint-note" data-reason={report.reason ?? ''}>
      {report.reason
        ? t('checks_paintBecause', note, t(WHY[report.reason]))
        : t('checks_paintNote', note)}
    </p>
  );
}
