export interface SrcsetCandidate {
  url: string;
  /** Width descriptor (`800w`), when given. */
  width?: number;
  /** Pixel density (`2x`); 1 when no descriptor is given. */
  density?: number;
}

/**
 * Candidates of a `srcset` attribute. URLs may contain commas (data: URLs, some CDNs), so a URL
 * runs to the next white space, as the HTML parsing rules say, not to the next comma.
 */
export function parseSrcset(srcset: string): SrcsetCandidate[] {
  const candidates: SrcsetCandidate[] = [];
  let at = 0;
  while (at < srcset.length) {
    while (at < srcset.length && /[\s,]/.test(srcset[at] ?? '')) at++;
    if (at >= srcset.length) break;
    let end = at;
    while (end < srcset.length && !/\s/.test(srcset[end] ?? '')) end++;
    let url = srcset.slice(at, end);
    at = end;
    let descriptor = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      const comma = srcset.indexOf(',', at);
      const stop = comma === -1 ? srcset.length : comma;
      descriptor = srcset.slice(at, stop).trim();
      at = stop + 1;
    }
    if (!url) continue;
    const width = /^(\d+)w$/.exec(descriptor);
    const density = /^(\d+(?:\.\d+)?)x$/.exec(descriptor);
    candidates.push(
      width ? { url, width: Number(width[1]) } : { url, density: density ? Number(density[1]) : 1 },
    );
  }
  return candidates;
}

/** The candidate with the most pixels: the largest width, else the highest density. */
export function largestCandidate(candidates: SrcsetCandidate[]): SrcsetCandidate | undefined {
  const score = (c: SrcsetCandidate): number => c.width ?? (c.density ?? 1) * 1e-3;
  return candidates.reduce<SrcsetCandidate | undefined>(
    (best, c) => (best === undefined || score(c) > score(best) ? c : best),
    undefined,
  );
}
