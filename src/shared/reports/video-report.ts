import type { VideoCheck } from '../checks/check-record.ts';
import type { Translator } from '../i18n/translator.ts';
import {
  clockTime,
  VIDEO_TRACKS,
  videoSegments,
  type TimeRange,
  type VideoFindings,
  type VideoProvenance,
} from '../video/video-findings.ts';
import { videoShares } from '../video/video-shares.ts';
import { videoSignature } from '../video/video-signature.ts';
import { markup, type SafeHtml } from './escape-html.ts';
import { percentText } from './report-numbers.ts';

const WIDTH = 600;
const ROW = 28;
const LABEL = 90;

const TRACK_NAMES = { visual: 'video_trackPicture', audio: 'video_trackSound' } as const;
const SEGMENT_WORDS = { visual: 'video_segmentPicture', audio: 'video_segmentSound' } as const;
const SHARE_WORDS = {
  visual: { share: 'video_pictureShare', notScored: 'video_pictureNotScored' },
  audio: { share: 'video_soundShare', notScored: 'video_soundNotScored' },
} as const;

/**
 * Both tracks on one time axis, as an inline SVG: AI stretches hatched in the mask's colour,
 * unscored ones dotted, the rest plain; patterns, so it reads on a black-and-white print too.
 */
function timeline(findings: VideoFindings, durationMs: number, t: Translator): SafeHtml {
  const span = WIDTH - LABEL;
  const x = (ms: number) => LABEL + (Math.min(ms, durationMs) / durationMs) * span;
  const bars = (ranges: readonly TimeRange[], y: number, fill: string, kind: string) =>
    ranges.map((r) => {
      const width = Math.max(1, x(r.startMs + r.lengthMs) - x(r.startMs));
      return markup`<rect data-kind="${kind}" data-start-ms="${r.startMs}" data-length-ms="${r.lengthMs}" x="${x(r.startMs).toFixed(1)}" y="${y}" width="${width.toFixed(1)}" height="${ROW - 8}" fill="${fill}" stroke="#000" stroke-width="0.5"/>`;
    });
  const rows = VIDEO_TRACKS.map((track, i) => {
    const y = 4 + i * ROW;
    return markup`<g data-track="${track}"><text x="0" y="${y + ROW / 2}" font-size="12">${t.t(TRACK_NAMES[track])}</text><rect x="${LABEL}" y="${y}" width="${span}" height="${ROW - 8}" fill="#fff" stroke="#555" stroke-width="0.5"/>${bars(findings[track].excluded, y, 'url(#excluded)', 'excluded')}${bars(findings[track].ai, y, 'url(#ai)', 'ai')}</g>`;
  });
  const height = 4 + VIDEO_TRACKS.length * ROW + 16;
  const label = t.t('video_timelineAlt', clockTime(durationMs));
  return markup`<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${label}" viewBox="0 0 ${WIDTH} ${height}" width="100%" data-testid="report-timeline">
<defs><pattern id="ai" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#e6501e"/><rect width="2" height="6" fill="#5a1e08"/></pattern>
<pattern id="excluded" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="4" fill="#eee"/><circle cx="2" cy="2" r="0.8" fill="#555"/></pattern></defs>
${rows}
<text x="${LABEL}" y="${height - 2}" font-size="11">0:00</text><text x="${WIDTH}" y="${height - 2}" font-size="11" text-anchor="end">${clockTime(durationMs)}</text>
</svg>
<ul class="legend"><li><span class="key key-ai"></span> ${t.t('video_legendAi')}</li><li><span class="key key-scored"></span> ${t.t('video_legendScored')}</li><li><span class="key key-excluded"></span> ${t.t('video_legendExcluded')}</li></ul>`;
}

function credentials(provenance: VideoProvenance, t: Translator): SafeHtml {
  const signed = videoSignature(t, provenance);
  return markup`<h3>${t.t('video_credentials')}</h3>
${provenance.tool && markup`<p>${t.t('video_madeWith', provenance.tool)}</p>`}
${signed && markup`<p>${signed}</p>`}`;
}

/** A video check: the shares, the timeline, every AI stretch's times, content credentials. */
export function videoPart(record: VideoCheck, t: Translator): SafeHtml {
  const findings = record.result;
  if (!findings) return markup``;
  const shares = videoShares(findings, record.video.durationMs);
  const durationMs = findings.durationMs ?? record.video.durationMs;
  const segments = videoSegments(findings);
  const tracks = VIDEO_TRACKS.map((track) => {
    const share = shares[track];
    const words =
      share === undefined
        ? t.t(SHARE_WORDS[track].notScored)
        : t.t(SHARE_WORDS[track].share, percentText(t, share));
    return markup`<li>${words}</li>`;
  });
  const stretches =
    segments.length === 0
      ? markup`<p>${t.t('video_noSegments')}</p>`
      : markup`<ol data-testid="report-video-segments">${segments.map(
          (s) =>
            markup`<li>${t.t(SEGMENT_WORDS[s.track], clockTime(s.startMs), clockTime(s.startMs + s.lengthMs))}</li>`,
        )}</ol>`;
  return markup`${shares.all !== undefined && markup`<p data-testid="report-video-share"><strong>${t.t('video_overallShare', percentText(t, shares.all))}</strong></p>`}
<ul>${tracks}</ul>
${durationMs !== undefined && durationMs > 0 && markup`<h3>${t.t('report_timelineHeading')}</h3>${timeline(findings, durationMs, t)}`}
<h3>${t.plural('video_segmentsHeading', segments.length)}</h3>
${stretches}
${findings.provenance && credentials(findings.provenance, t)}`;
}
