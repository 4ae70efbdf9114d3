import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { moderationSpans, type ModerationResult } from '../../api/endpoints/moderation-result.ts';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { moderationLabel } from '../../shared/text-checks/moderation-labels.ts';
import { MarkedText } from './marked-text.tsx';
import { ResultMeta } from './result-meta.tsx';
import { labelName } from '../../shared/messages/page-words.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

/** A label's colour for its marks; unknown labels keep the generic flag colour. */
function colorOf(label: string | undefined): { color?: string } {
  const color = moderationLabel(label ?? '')?.color;
  return color ? { color } : {};
}

/** Moderation result: a chip per label found, and the spans of the chosen label in the text. */
export function ModerationResultView({
  check,
  result,
}: {
  check: CheckRecord;
  result: ModerationResult;
}): JSX.Element {
  const translator = useT();
  const { t, number } = translator;
  /** A label's name in the language shown; an unknown label keeps the service's id. */
  const nameOf = (id: string): string | undefined => {
    const label = moderationLabel(id);
    return label && labelName(translator, label.id);
  };
  const spans = moderationSpans(result).sort((a, b) => a.start - b.start);
  const counts = new Map<string, number>();
  for (const span of spans) {
    const id = span.label ?? 'unknown';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = chosen === null ? spans : spans.filter((s) => (s.label ?? 'unknown') === chosen);

  if (spans.length === 0) {
    return (
      <div class="moderation-result">
        <p data-testid="moderation-clear">{t('checks_moderationClear')}</p>
        <ResultMeta check={check} modelVersion={result.modelVersion} />
      </div>
    );
  }
  return (
    <div class="moderation-result">
      <ul class="chips" aria-label={t('checks_labelsFound')}>
        {[...counts].map(([id, count]) => {
          const label = moderationLabel(id);
          return (
            <li key={id}>
              <button
                type="button"
                class={`chip${chosen === id ? ' chosen' : ''}`}
                data-label={id}
                aria-pressed={chosen === id}
                style={label ? { '--mark': label.color } : undefined}
                onClick={() => setChosen(chosen === id ? null : id)}
              >
                {nameOf(id) ?? id} <span class="count">{number(count)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <MarkedText
        label={t('checks_markedFlagged')}
        text={check.input}
        marks={shown.map((s) => ({
          start: s.start,
          length: s.length,
          className: 'span-flagged',
          title: nameOf(s.label ?? '') ?? t('checks_flagged'),
          ...colorOf(s.label),
        }))}
      />
      <ResultMeta check={check} modelVersion={result.modelVersion} />
    </div>
  );
}
