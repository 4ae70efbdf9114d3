/**
 * Reads the webhook the service sends when a video check ends, through the relay: the findings
 * and the credits, or the failure, with words people read. Pure.
 */
import { readVideoFindings, videoCreditsCharged } from '../../api/index.ts';
import { detailWords, type AppError } from '../../core/errors.ts';
import type { VideoOutcome } from './video-transitions.ts';

/** How api/endpoints/video-detection-result.ts begins the message of a failed job. */
const FAILED_PREFIX = 'The service could not check the video: ';

/** The error in the reader's language too: the service's reason quoted, or "unreadable". */
function worded(error: AppError): AppError {
  if (error.words) return error;
  if (error.message.startsWith(FAILED_PREFIX)) {
    const reason = error.message.slice(FAILED_PREFIX.length);
    return { ...error, words: detailWords('video_workerServiceFailed', reason) };
  }
  return error.kind === 'service'
    ? { ...error, words: detailWords('video_workerUnreadable') }
    : error;
}

export function readVideoAnswer(payload: unknown): VideoOutcome {
  const findings = readVideoFindings(payload);
  if (!findings.ok) return { error: worded(findings.error) };
  return { findings: findings.value, credits: videoCreditsCharged(payload) };
}
