import { MarksChangedNote } from '../checks/marks-changed-note.tsx';
import type { JSX } from 'preact';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import type { MessageKey } from '../../shared/i18n/translator.ts';
import type { MatchKind, UrlScanResult } from '../../shared/scans/url-scan-result.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { SLOT, withSlot } from './with-slot.tsx';
import { PassagesOnPage } from './passages-on-page.tsx';

const SHOWN = 12;
const QUOTE_CHARS = 220;

const MATCH_NAMES: Record<MatchKind, MessageKey> = {
  identical: 'scans_matchIdentical',
  'minor-changes': 'scans_matchMinor',
  'related-meaning': 'scans_matchRelated',
};

function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > QUOTE_CHARS ? `${flat.slice(0, QUOTE_CHARS - 1)}…` : flat;
}

/**
 * The exact passages of the text sent that sources match, quoted from the text itself, with the
 * source each is found in. They are painted on the page too when the text came from it.
 */
export function ScanPassagesView({
  check,
  result,
}: {
  check: UrlScanCheck;
  result: UrlScanResult;
}): JSX.Element | null {
  const { t, plural, number } = useT();
  if (result.sources.length === 0) return null;
  if (result.passagesState === 'reading') {
    return (
      <p class="muted" data-testid="scan-passages-reading">
        {t('scans_passagesReading')}
      </p>
    );
  }
  if (result.passagesState === 'failed') {
    return (
      <p class="notice" data-testid="scan-passages-failed">
        {t('scans_passagesFailed')}
      </p>
    );
  }
  const passages = result.passages ?? [];
  if (result.passagesState !== 'read') return null;
  const titles = new Map(result.sources.map((s) => [s.id, s.title ?? s.url ?? t('scans_aSource')]));
  const painted = check.source.textId !== undefined && passages.some((p) => p.inText !== false);
  return (
    <section class="scan-passages">
      <h2>
        {withSlot(
          t('scans_passagesHeading', SLOT),
          <span data-testid="scan-passage-count">{number(passages.length)}</span>,
        )}
      </h2>
      {passages.length > 0 && painted && <p class="muted">{t('scans_passagesMarked')}</p>}
      {painted && <MarksChangedNote checks={[check]} />}
      <ol data-testid="scan-passages">
        {passages.slice(0, SHOWN).map((p) => (
          <li
            key={`${p.sourceId}-${p.start}-${p.match}`}
            data-match={p.match}
            data-on-page={painted && p.inText !== false}
          >
            <q>{quote(p.quote ?? check.input.slice(p.start, p.start + p.length))}</q>
            <span class="muted">
              {' '}
              · {t(MATCH_NAMES[p.match])} · {titles.get(p.sourceId)}
              {painted && p.inText === false && ` · ${t('scans_passageNotOnPage')}`}
            </span>
          </li>
        ))}
      </ol>
      {passages.length > SHOWN && (
        <p class="muted">{plural('scans_passagesMore', passages.length - SHOWN)}</p>
      )}
      {painted && <PassagesOnPage check={check} />}
    </section>
  );
}
