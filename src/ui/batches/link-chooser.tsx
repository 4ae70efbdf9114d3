import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { DocumentLink } from '../../shared/documents/document-links.ts';
import { BATCH_MAX_ROWS } from '../../shared/batches/batch-limits.ts';
import { useT } from '../i18n/translated-page.tsx';

export interface PageLinks {
  links: DocumentLink[];
  /** Document links beyond the list's cap. */
  leftOut: number;
  /** Frames of other sites the extension may not read: their links were not looked for. */
  unreadFrames?: number | undefined;
}

/**
 * The page's document links, each with a checkbox (all chosen at first, up to a class set's
 * rows), its label and its address; Create makes a class set of the chosen ones.
 */
export function LinkChooser({
  found,
  busy,
  onCreate,
  level,
}: {
  found: PageLinks;
  level: 2 | 3 | 4;
  busy: boolean;
  onCreate: (links: DocumentLink[]) => void;
}): JSX.Element {
  const { t, plural } = useT();
  const Heading = `h${level}` as const satisfies 'h2' | 'h3' | 'h4';
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(found.links.slice(0, BATCH_MAX_ROWS).map((link) => link.url)),
  );
  const toggle = (url: string, on: boolean): void => {
    const next = new Set(chosen);
    if (on) next.add(url);
    else next.delete(url);
    setChosen(next);
  };
  const picked = found.links.filter((link) => chosen.has(link.url));
  return (
    <div class="link-chooser" data-testid="link-chooser">
      <Heading>{t('batch_linksTitle')}</Heading>
      <p class="muted small">{t('batch_linksHelp')}</p>
      <ul class="link-list" aria-label={t('batch_linksListLabel')}>
        {found.links.map((link) => (
          <li key={link.url}>
            <label>
              <input
                type="checkbox"
                data-testid="link-choice"
                checked={chosen.has(link.url)}
                onChange={(event) => toggle(link.url, event.currentTarget.checked)}
              />
              <span class="link-text">
                <span class="link-label">{link.label}</span>
                <span class="link-url muted small">{link.url}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {found.leftOut > 0 && (
        <p class="muted small" data-testid="links-left-out">
          {plural('batch_linksLeftOut', found.leftOut)}
        </p>
      )}
      {(found.unreadFrames ?? 0) > 0 && (
        <p class="muted small" data-testid="links-frames-unread">
          {plural('batch_linksFramesUnread', found.unreadFrames ?? 0)}
        </p>
      )}
      <button
        type="button"
        data-testid="create-from-links"
        disabled={busy || picked.length === 0 || picked.length > BATCH_MAX_ROWS}
        onClick={() => onCreate(picked)}
      >
        {t('batch_createFromLinks', picked.length)}
      </button>
      {busy && (
        <p class="muted" role="status">
          {t('batch_creatingFromLinks')}
        </p>
      )}
    </div>
  );
}
