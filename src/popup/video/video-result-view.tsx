import type { JSX } from 'preact';
import type { VideoCheck } from '../../shared/checks/check-record.ts';
import { clockTime, type VideoFindings } from '../../shared/video/video-findings.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { CheckStatusView } from '../checks/check-status-view.tsx';
import { ResultMeta } from '../checks/result-meta.tsx';
import { VideoProgress } from './video-progress.tsx';
import { VideoProvenance } from './video-provenance.tsx';
import { VideoSegments } from './video-segments.tsx';
import { VideoExcluded, VideoSharesView } from './video-shares-view.tsx';
import { VideoTimeline } from './video-timeline.tsx';
import { videoName } from './video-name.ts';
import './video.css';
import { useVideoFollow } from './use-video-follow.ts';

/**
 * The length to draw the timeline over: the service's measure, else the player's, else as far as
 * the findings reach (a timeline that shows at least where they are); 0 when nothing is known.
 */
export function timelineLength(check: VideoCheck, findings: VideoFindings): number {
  if (findings.durationMs) return findings.durationMs;
  if (check.video.durationMs) return check.video.durationMs;
  const ends = [findings.visual, findings.audio].flatMap((track) =>
    [...track.ai, ...track.excluded].map((range) => range.startMs + range.lengthMs),
  );
  return Math.max(0, ...ends);
}

/** The checked video by name and length. */
function VideoNamed({ check, lengthMs }: { check: VideoCheck; lengthMs: number }): JSX.Element {
  const { t } = useT();
  const { video } = check;
  const host = URL.canParse(video.src) ? new URL(video.src).host : video.src;
  return (
    <p class="video-name" title={video.src} data-testid="video-named">
      <strong>{videoName(video) ?? host}</strong>
      {lengthMs > 0 && <span class="muted"> {t('video_length', clockTime(lengthMs))}</span>}
    </p>
  );
}

/**
 * A video check: while the service works on it, its progress; when done, the AI shares, the
 * timeline of both tracks, the AI stretches (each seeking the page's video), what was not scored,
 * the content credentials and the meta; a failure as the other checks say theirs.
 */
export function VideoResultView({ check }: { check: VideoCheck }): JSX.Element {
  const { t } = useT();
  // Sent and waiting for the webhook: look at the relay now rather than at the worker's alarm.
  useVideoFollow(check.id, check.status === 'running' && check.follow?.stoppedAt === undefined);
  const findings = check.status === 'done' ? check.result : undefined;
  if (check.status === 'pending' || check.status === 'running') {
    return (
      <div class="video-result" data-testid="video-result">
        <VideoNamed check={check} lengthMs={check.video.durationMs ?? 0} />
        <VideoProgress check={check} />
      </div>
    );
  }
  if (!findings) {
    return (
      <div class="video-result" data-testid="video-result">
        <VideoNamed check={check} lengthMs={check.video.durationMs ?? 0} />
        <CheckStatusView check={check} />
        {check.status === 'failed' && check.follow?.stoppedAt !== undefined && (
          <p class="muted small" data-testid="video-stopped">
            {t('video_stoppedNote')}
          </p>
        )}
      </div>
    );
  }
  const lengthMs = timelineLength(check, findings);
  return (
    <div class="video-result" data-testid="video-result">
      <VideoNamed check={check} lengthMs={lengthMs} />
      <VideoSharesView findings={findings} durationMs={check.video.durationMs} />
      {lengthMs > 0 && <VideoTimeline findings={findings} durationMs={lengthMs} />}
      <VideoSegments checkId={check.id} findings={findings} />
      <VideoExcluded findings={findings} />
      <VideoProvenance provenance={findings.provenance} />
      <ResultMeta check={check} modelVersion={findings.model} />
    </div>
  );
}
