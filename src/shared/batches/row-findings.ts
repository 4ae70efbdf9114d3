/** What a row's finished checks found, as its table row shows it, and its state from them. Pure. */
import { moderationSpans } from '../../api/endpoints/moderation-result.ts';
import type { AppError } from '../../core/errors.ts';
import type { CheckRecord } from '../checks/check-record.ts';
import { readTextResult } from '../checks/text-results.ts';

export interface RowFindings {
  aiShare?: number;
  labels?: string[];
  plagiarism?: number;
}

export function rowFindings(checks: readonly CheckRecord[]): RowFindings {
  const findings: RowFindings = {};
  for (const check of checks) {
    if (check.kind === 'url-scan' && check.result) {
      findings.plagiarism = check.result.aggregatedScore;
    }
    const read = readTextResult(check);
    if (read?.kind === 'ai-text') findings.aiShare = read.result.summary.ai;
    if (read?.kind === 'moderation') {
      const labels = moderationSpans(read.result)
        .map((span) => span.label)
        .filter((label): label is string => label !== undefined);
      findings.labels = [...new Set(labels)].sort();
    }
  }
  return findings;
}

/**
 * Where a row that is checking stands once its checks are known: done when every check is done,
 * failed (with the first failure's reason) when every check finished and one failed, still
 * checking otherwise. `expected` checks missing from history are not finished.
 */
export function rowOutcome(
  checks: readonly CheckRecord[],
  expected: number,
): { status: 'checking' } | { status: 'done' } | { status: 'failed'; error: AppError | undefined } {
  const finished = checks.filter((c) => c.status === 'done' || c.status === 'failed');
  if (finished.length < expected) return { status: 'checking' };
  const failed = finished.find((c) => c.status === 'failed');
  return failed ? { status: 'failed', error: failed.error } : { status: 'done' };
}
