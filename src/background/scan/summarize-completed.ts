import { creditsCharged } from '../../api/endpoints/common-schemas.ts';
import type { CompletedWebhook } from '../../api/webhooks.ts';
import { webLink } from '../../shared/net/web-link.ts';
import { aiShareFromAlert } from './ai-alert.ts';
import {
  SOURCE_KINDS,
  type ScanSource,
  type UrlScanResult,
} from '../../shared/scans/url-scan-result.ts';

const text = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : value;

/**
 * AI Source Match: the tag's names are not published, so a tag whose code or title has the word
 * "AI" marks the source, unless it says the opposite ("not AI", "non-AI", "AI-free", "human").
 */
function isAiSourceTagged(
  tags: readonly { code?: string | null; title?: string | null }[] | null | undefined,
): boolean {
  return (tags ?? []).some((tag) => {
    const words = `${tag.code ?? ''} ${tag.title ?? ''}`.toLowerCase().replace(/[-_]+/g, ' ');
    return /\bai\b/.test(words) && !/\b(not|no|non|free|human)\b/.test(words);
  });
}

/** The completed webhook, reduced to what the popup shows and history keeps. */
export function summarizeCompleted(webhook: CompletedWebhook): UrlScanResult {
  const { results, scannedDocument } = webhook;
  const sources: ScanSource[] = SOURCE_KINDS.flatMap((kind) =>
    results[kind].map((item) => ({
      id: item.id,
      kind,
      title: text(item.title),
      url: webLink(item.url),
      introduction: text(item.introduction),
      matchedWords: item.matchedWords,
      ...(isAiSourceTagged(item.tags) ? { aiSource: true } : {}),
    })),
  );
  // Most matched words first: the sources that matter are at the top of a short list.
  sources.sort((a, b) => (b.matchedWords ?? 0) - (a.matchedWords ?? 0));
  const rawAlerts = webhook.notifications?.alerts ?? [];
  const aiDetection = rawAlerts.map(aiShareFromAlert).find((share) => share !== undefined);
  const metadata = scannedDocument['metadata'] as { finalUrl?: unknown } | undefined;
  const language = scannedDocument['detectedLanguage'];
  return {
    aggregatedScore: results.score.aggregatedScore,
    identicalWords: results.score.identicalWords ?? 0,
    minorChangedWords: results.score.minorChangedWords ?? 0,
    relatedMeaningWords: results.score.relatedMeaningWords ?? 0,
    totalWords: scannedDocument.totalWords,
    totalExcluded: scannedDocument.totalExcluded,
    credits: creditsCharged(scannedDocument),
    detectedLanguage: typeof language === 'string' ? language : undefined,
    finalUrl: typeof metadata?.finalUrl === 'string' ? webLink(metadata.finalUrl) : undefined,
    sources,
    alerts: rawAlerts.map((alert) => ({
      category: alert.category,
      code: alert.code,
      title: alert.title,
      message: alert.message,
      severity: alert.severity,
    })),
    aiDetection,
  };
}
