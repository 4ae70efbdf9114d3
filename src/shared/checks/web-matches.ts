/**
 * The web search's answer as the popup and badge tell it: on how many sites the image was found,
 * how many copies are exact and how many altered, and each match with the pages showing it, exact
 * copies first. Addresses come from the service: only http(s) ones become links. Pure.
 */
import {
  MATCH_TYPE,
  type ImagePlagiarismResult,
} from '../../api/endpoints/image-plagiarism-result.ts';
import type { Translator } from '../i18n/translator.ts';
import { webLink } from '../net/web-link.ts';

export interface WebAddress {
  /** As the service gave it, for display. */
  text: string;
  /** Set only for http(s) addresses. */
  href?: string;
}

export interface WebMatch {
  image: WebAddress;
  exact: boolean;
  pages: WebAddress[];
}

export interface WebMatches {
  /** Distinct sites (host names) of the pages showing it, or of the images when no page is known. */
  sites: number;
  exact: number;
  altered: number;
  matches: WebMatch[];
}

const addressOf = (text: string): WebAddress => {
  const href = webLink(text);
  return href ? { text, href } : { text };
};

const hostOf = (address: WebAddress): string | undefined =>
  address.href ? new URL(address.href).hostname.replace(/^www\./, '') : undefined;

export function readWebMatches(result: ImagePlagiarismResult): WebMatches {
  const matches = result.matches.internet
    .map((match) => ({
      image: addressOf(match.url),
      exact: match.matchType === MATCH_TYPE.full,
      pages: (match.webPages ?? []).map((page) => addressOf(page.url)),
    }))
    // Stable: the service's order within each group.
    .sort((a, b) => Number(b.exact) - Number(a.exact));
  const sites = new Set(
    matches.flatMap((m) => (m.pages.length > 0 ? m.pages : [m.image]).map(hostOf)),
  );
  sites.delete(undefined);
  return {
    sites: sites.size,
    exact: matches.filter((m) => m.exact).length,
    altered: matches.filter((m) => !m.exact).length,
    matches,
  };
}

/** "Found on 3 sites: 2 exact copies, 1 altered copy", or that it was found nowhere. */
export function webMatchesHeadline(t: Translator, found: WebMatches): string {
  if (found.matches.length === 0) return t.t('web_notFound');
  const exact = t.plural('web_exactCopies', found.exact);
  const altered = t.plural('web_alteredCopies', found.altered);
  return found.sites > 0
    ? t.plural('web_foundOnSites', found.sites, exact, altered)
    : t.t('web_found', exact, altered);
}
