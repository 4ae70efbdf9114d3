import type { CheckRecord } from './check-record.ts';
import type { MessageKey } from '../i18n/translator.ts';

/** Each kind of check by name, as a result heads it in the popup and in a saved report. */
export const CHECK_KIND_NAMES: Record<CheckRecord['kind'], MessageKey> = {
  'ai-text': 'checks_kindAiText',
  moderation: 'checks_kindModeration',
  'ai-image': 'checks_kindAiImage',
  'image-plagiarism': 'checks_kindWeb',
  'object-detection': 'checks_kindObjects',
  'url-scan': 'checks_kindUrlScan',
  'ai-video': 'video_kindName',
};
