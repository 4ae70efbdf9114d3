import type { CheckRecord } from '../checks/check-record.ts';
import type { Translator } from '../i18n/translator.ts';
import { markup, type SafeHtml } from './escape-html.ts';
import { failedNote } from './failed-note.ts';
import { aiImagePart, objectsPart, webMatchesPart } from './image-report.ts';
import { CHECK_KIND_NAMES } from '../checks/check-kind-names.ts';
import { serviceFacts } from './report-facts.ts';
import { scanPart } from './scan-report.ts';
import { videoPart } from './video-report.ts';

async function findings(record: CheckRecord, t: Translator): Promise<SafeHtml> {
  switch (record.kind) {
    case 'ai-image':
      return aiImagePart(record, t);
    case 'object-detection':
      return objectsPart(record, t);
    case 'image-plagiarism':
      return webMatchesPart(record, t);
    case 'ai-video':
      return videoPart(record, t);
    case 'url-scan':
      return scanPart(record, t);
    default:
      return markup``;
  }
}

/** The service's model name, where the kind's answer gives one. */
function modelOf(record: CheckRecord): string | undefined {
  if (record.kind === 'ai-image' || record.kind === 'ai-video') return record.result?.model;
  if (record.kind === 'ai-text' || record.kind === 'moderation') {
    return record.result?.modelVersion;
  }
  return undefined;
}

/** One check of an image, a video or a scan: its findings, then what the service said of it. */
export async function otherKindReport(record: CheckRecord, t: Translator): Promise<SafeHtml> {
  const heading = markup`<h2>${t.t(CHECK_KIND_NAMES[record.kind])}</h2>`;
  if (record.status !== 'done') return markup`${heading}${failedNote(record, t)}`;
  return markup`${heading}${await findings(record, t)}${serviceFacts(record, modelOf(record), t)}`;
}
