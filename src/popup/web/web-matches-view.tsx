import type { JSX } from 'preact';
import './web-matches.css';
import { useState } from 'preact/hooks';
import type { ImagePlagiarismCheck } from '../../shared/checks/check-record.ts';
import {
  readWebMatches,
  webMatchesHeadline,
  type WebAddress,
} from '../../shared/checks/web-matches.ts';
import { ResultMeta } from '../checks/result-meta.tsx';

/** Matches shown before "Show all": enough to judge, short enough to scan. */
const FIRST_SHOWN = 5;

/** An address from the service: a link only when it is http(s), else plain text. */
function Address({ address, testid }: { address: WebAddress; testid: string }): JSX.Element {
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
    <span class="muted" title="Not a web address, so not a link" data-testid={testid}>
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
  const found = readWebMatches(result);
  const shown = all ? found.matches : found.matches.slice(0, FIRST_SHOWN);
  return (
    <div class="web-matches" data-testid="web-matches">
      {showImage && check.image?.preview && (
        <img class="web-matches-image" src={check.image.preview} alt="The searched image" />
      )}
      <p class="web-headline" data-testid="web-headline">
        {webMatchesHeadline(found)}
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
                {match.exact ? 'Exact copy' : 'Altered copy'}
              </span>{' '}
              <Address address={match.image} testid="web-match-image" />
              {match.pages.length > 0 ? (
                <ul class="web-pages" aria-label="Pages showing it">
                  {match.pages.map((page, n) => (
                    <li key={`${n}:${page.text}`}>
                      <Address address={page} testid="web-match-page" />
                    </li>
                  ))}
                </ul>
              ) : (
                <p class="muted small">No page showing it was found.</p>
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
          Show all {found.matches.length} copies
        </button>
      )}
      <ResultMeta check={check} modelVersion={undefined} />
    </div>
  );
}
