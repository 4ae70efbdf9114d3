import * as v from 'valibot';
import { appError, err, ok, type Result } from '../../core/errors.ts';
import { isFresh } from '../stores/ttl-cache.ts';
import { getItem, setItem } from '../../platform/item-storage.ts';
import { effectiveSettings } from '../settings/effective-settings.ts';
import { apiClient } from '../account/api-session.ts';
import { defineItem } from '../../shared/items/item-definition.ts';

/** The OCR language list, per service address, for a day (it grows slowly). */
export const ocrLanguagesItem = defineItem<{
  apiBaseUrl: string;
  languages: string[];
  fetchedAt: number;
} | null>({
  key: 'ocr.languages',
  area: 'local',
  schema: v.nullable(
    v.object({ apiBaseUrl: v.string(), languages: v.array(v.string()), fetchedAt: v.number() }),
  ),
  fallback: null,
});

/** The list grows over time, slowly: a day-old copy is good enough. */
export const OCR_LANGUAGES_TTL_MS = 24 * 60 * 60_000;

export interface OcrLanguagesView {
  languages: string[];
  fetchedAt: number;
  stale: boolean;
}

/** The OCR language list of the configured service: cached a day, fetched (no login) when older. */
export async function ocrLanguages(refresh: boolean): Promise<Result<OcrLanguagesView>> {
  const [
    {
      settings: { apiBaseUrl },
    },
    cache,
  ] = await Promise.all([effectiveSettings(), getItem(ocrLanguagesItem)]);
  const mine = cache?.apiBaseUrl === apiBaseUrl ? cache : null;
  if (mine && !refresh && isFresh(mine, Date.now(), OCR_LANGUAGES_TTL_MS)) {
    return ok({ languages: mine.languages, fetchedAt: mine.fetchedAt, stale: false });
  }
  const answer = await (await apiClient()).getOcrLanguages();
  if (answer.ok) {
    const languages = [...new Set(answer.value.map((code) => code.trim()).filter(Boolean))];
    if (languages.length === 0)
      return err(appError('service', 'The service listed no OCR languages.'));
    const entry = { apiBaseUrl, languages, fetchedAt: Date.now() };
    await setItem(ocrLanguagesItem, entry);
    return ok({ languages, fetchedAt: entry.fetchedAt, stale: false });
  }
  // An old list beats none while the service is unreachable.
  return mine ? ok({ languages: mine.languages, fetchedAt: mine.fetchedAt, stale: true }) : answer;
}
