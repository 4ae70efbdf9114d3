import type { VideoCheck } from '../checks/check-record.ts';
import type { Translator } from '../i18n/translator.ts';
import {
  clockTime,
  VIDEO_TRACKS,
  videoSegments,
  type TimeRange,
  type VideoTrackName,
} from '../video/video-findings.ts';
import { videoShares } from '../video/video-shares.ts';
import { html, type SafeHtml } from './escape-html.ts';
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
function timeline(record: VideoCheck, durationMs: number, t: Translator): SafeHtml {
  const findings = record.result!;
  const span = WIDTH - LABEL;
  const x = (ms: number) => LABEL + (Math.min(ms, durationMs) / durationMs) * span;
  const bars = (ranges: readonly TimeRange[], y: number, fill: string, kind: string) =>
    ranges.map(
      (r) =>
        html`<rect
          data-kind="${kind}"
          x="${x(r.startMs).toFixed(1)}"
          y="${y}"
          width="${Math.max(1, x(r.startMs + r.lengthMs) - x(r.startMs)).toFixed(1)}"
          height="${ROW - 8}"
          fill="${fill}"
          stroke="#000"
          stroke-width="0.5"
        />`,
    );
  const rows = VIDEO_TRACKS.map((track: VideoTrackName, i) => {
    const y = 4 + i * ROW;
    return html`<g data-track="${track}"
      ><text x="0" y="${y + ROW / 2}" font-size="12" fill="currentColor"
        >${t.t(TRACK_NAMES[track])}</text
      ><rect
        x="${LABEL}"
        y="${y}"
        width="${span}"
        height="${ROW - 8}"
        fill="#fff"
        stroke="#555"
        stroke-width="0.5"
      />${bars(findings[track].excluded, y, 'url(#excluded)', 'excluded')}${bars(findings[track].ai, y, 'url(#ai)', 'ai')}</g
    >`;
  });
  const height = 4 + VIDEO_TRACKS.length * ROW + 16;
  return html`<svg
      xmlns="http://www.w3.org/2000/svg"
      role="img"
      aria-label="${t.t('video_timelineAlt', clockTime(durationMs))}"
      viewBox="0 0 ${WIDTH} ${height}"
      width="100%"
      data-testid="report-timeline"
    >
      <defs>
        <pattern
          id="ai"
          width="6"
          height="6"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="6" height="6" fill="#e6501e" />
          <rect width="2" height="6" fill="#5a1e08" />
        </pattern>
        <pattern id="excluded" width="4" height="4" patternUnits="userSpaceOnUse">
          <rect width="4" height="4" fill="#eee" />
          <circle cx="2" cy="2" r="0.8" fill="#555" />
        </pattern>
      </defs>
      ${rows}
      <text x="${LABEL}" y="${height - 2}" font-size="11" fill="currentColor">0:00</text>
      <text x="${WIDTH}" y="${height - 2}" font-size="11" text-anchor="end" fill="currentColor">
        ${clockTime(durationMs)}
      </text>
    </svg>
    <ul class="legend">
      <li><span class="key key-ai"></span> ${t.t('video_legendAi')}</li>
      <li><span class="key key-scored"></span> ${t.t('video_legendScored')}</li>
      <li><span class="key key-excluded"></span> ${t.t('video_legendExcluded')}</li>
    </ul>`;
}

/** A video check: the shares, the timeline, every AI stretch's times, content credentials. */
export function videoPart(record: VideoCheck, t: Translator): SafeHtml {
  const findings = record.result;
  if (!findings) return html``;
  const shares = videoShares(findings, record.video.durationMs);
  const durationMs = findings.durationMs ?? record.video.durationMs;
  const segments = videoSegments(findings);
  const provenance = findings.provenance;
  return html`${shares.all !== undefined && html`<p data-testid="report-video-share"><strong>${t.t('video_overallShare', percentText(t, shares.all))}</strong></p>`}
    <ul>
      ${VIDEO_TRACKS.map((track) => {
        const share = shares[track];
        return html`<li>
          ${share === undefined ? t.t(SHARE_WORDS[track].notScored) : t.t(SHARE_WORDS[track].share, percentText(t, share))}
        </li>`;
      })}
    </ul>
    ${
      durationMs !== undefined &&
      durationMs > 0 &&
      html`<h3>${t.t('report_timelineHeading')}</h3>
        ${timeline(record, durationMs, t)}`
    }
    <h3>${t.plural('video_segmentsHeading', segments.length)}</h3>
    ${
      segments.length === 0
        ? html`<p>${t.t('video_noSegments')}</p>`
        : html`<ol data-testid="report-video-segments">
            ${segments.map(
              (s) =>
                html`<li>
                  ${t.t(SEGMENT_WORDS[s.track], clockTime(s.startMs), clockTime(s.startMs + s.lengthMs))}
                </li>`,
            )}
          </ol>`
    }
    ${
      provenance &&
      html`<h3>${t.t('video_credentials')}</h3>
        ${provenance.tool && html`<p>${t.t('video_madeWith', provenance.tool)}</p>`}
        ${
          provenance.issuer && provenance.signedAt
            ? html`<p>${t.t('video_signedByOn', provenance.issuer, provenance.signedAt)}</p>`
            : provenance.issuer
              ? html`<p>${t.t('video_signedBy', provenance.issuer)}</p>`
              : provenance.signedAt && html`<p>${t.t('video_signedOn', provenance.signedAt)}</p>`
        }`
    }`;
}
