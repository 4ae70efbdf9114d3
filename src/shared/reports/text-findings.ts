import { moderationSpans, type ModerationSpan } from '../../api/endpoints/moderation-result.ts';
import type { TextCheck } from '../checks/check-record.ts';
import { aiSections, readTextResult, type AiSection } from '../checks/text-results.ts';
import { aiPhrases, type AiPhrase } from '../text-checks/ai-phrases.ts';

/** Everything a group of text checks found in their one text, in text order. */
export interface TextFindings {
  sections: AiSection[];
  phrases: AiPhrase[];
  flags: ModerationSpan[];
}

/** The marks the popup and the page show, read the same way from the finished records. */
export function textFindings(records: readonly TextCheck[]): TextFindings {
  const found: TextFindings = { sections: [], phrases: [], flags: [] };
  for (const record of records) {
    const read = readTextResult(record);
    if (read?.kind === 'ai-text') {
      const sections = aiSections(read.result);
      found.sections.push(...sections);
      found.phrases.push(...aiPhrases(read.result, sections));
    } else if (read?.kind === 'moderation') {
      found.flags.push(
        ...moderationSpans(read.result)
          .filter((span) => span.length > 0)
          .sort((a, b) => a.start - b.start),
      );
    }
  }
  return found;
}
