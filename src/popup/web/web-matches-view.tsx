import type { JSX } from 'preact';
import './web-matches.css';
import { useState } from 'preact/hooks';
import type { ImagePlagiarismCheck } from '../../shared/checks/check-record.ts';
import {
  readWebMatches,
  webMatchesHeadline,
  type WebAddress,
} from '../../shared/checks/web-matches.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { ResultMeta } from '../checks/result-meta.tsx';

/** Matches shown before "Show all": enough to judge, short enough to scan. */
const FIRST_SHOWN = 5;

/** An address from the service: a link only when it is http(s), else plain text. */
function Address({ address, testid }: { address: WebAddress; testid: string }): JSX.Element {
  const { t } = useT();
  return address.href ? (
    <a
      href={address.href}
      target="_blank"
      rel="noopener noreferrer"
      title={address.text}
      data-testid={testid}
    >
      {address.text}
    </a>
  ) : (
    <span class="muted" title={t('web_notALink')} data-testid={testid}>
      {address.text}
    </span>
  );
}

/** Where else the image is on the web: the count in words, then each copy, exact ones first. */
export function WebMatchesView({
  check,
  result,
  showImage,
}: {
  check: ImagePlagiarismCheck;
  result: NonNullable<ImagePlagiarismCheck['result']>;
  /** The checked picture, when no AI result above shows it already. */
  showImage: boolean;
}): JSX.Element {
  const [all, setAll] = useState(false);
  const translator = useT();
  const { t, plural } = translator;
  const found = readWebMatches(result);
  const shown = all ? found.matches : found.matches.slice(0, FIRST_SHOWN);
  return (
    <div class="web-matches" data-testid="web-matches">
      {showImage && check.image?.preview && (
        <img class="web-matches-image" src={check.image.preview} alt={t('web_searchedImage')} />
      )}
      <p class="web-headline" data-testid="web-headline">
        {webMatchesHeadline(translator, found)}
      </p>
      {shown.length > 0 && (
        <ol class="web-match-list">
          {shown.map((match, index) => (
            <li
              key={`${index}:${match.image.text}`}
              data-testid="web-match"
              data-exact={match.exact}
            >
              <span class={`match-kind ${match.exact ? 'exact' : 'altered'}`}>
                {t(match.exact ? 'web_exactCopy' : 'web_alteredCopy')}
              </span>{' '}
              <Address address={match.image} testid="web-match-image" />
              {match.pages.length > 0 ? (
                <ul class="web-pages" aria-label={t('web_pagesShowingIt')}>
                  {match.pages.map((page, n) => (
                    <li key={`${n}:${page.text}`}>
                      <Address address={page} testid="web-match-page" />
                    </li>
                  ))}
                </ul>
              ) : (
                <p class="muted small">{t('web_noPage')}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      {found.matches.length > shown.length && (
        <button
          type="button"
          class="link"
          data-testid="web-matches-all"
          onClick={() => setAll(true)}
        >
          {plural('web_showAll', found.matches.length)}
        </button>
      )}
      <ResultMeta check={check} modelVersion={undefined} />
    </div>
  );
}
