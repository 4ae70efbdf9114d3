import type { ScanAlert } from '../../shared/scans/url-scan-result.ts';

/** Alert code whose additionalData holds an AI text detection result (docs: scan alerts). */
export const SUSPECTED_AI_TEXT = 'suspected-ai-text';

/**
 * The AI share of a suspected-ai-text alert. Its additionalData is JSON text that may be padded
 * with NULs or white space, and sandbox data may use PascalCase keys ("Summary", "Ai"), so keys
 * are matched without regard to case.
 */
export function aiShareFromAlert(
  alert: ScanAlert & { additionalData?: string | null },
): { ai: number; human: number } | undefined {
  if (alert.code !== SUSPECTED_AI_TEXT || !alert.additionalData) return undefined;
  // eslint-disable-next-line no-control-regex -- NUL padding is what the service sends
  const text = alert.additionalData.replace(/^[\s\u0000]+|[\s\u0000]+$/g, '');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined; // an alert we cannot read adds no AI share; the scan stands without it
  }
  const summary = field(data, 'summary');
  const ai = field(summary, 'ai');
  const human = field(summary, 'human');
  if (typeof ai !== 'number' || !Number.isFinite(ai)) return undefined;
  return { ai, human: typeof human === 'number' && Number.isFinite(human) ? human : 1 - ai };
}

function field(value: unknown, name: string): unknown {
  if (!value || typeof value !== 'object') return undefined;
  const key = Object.keys(value).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : (value as Record<string, unknown>)[key];
}
