/**
 * English, whole and at once, as components drawn outside a page show it in unit tests (the
 * pages load their words in parts: src/ui/i18n/page-language.ts).
 */
import english from '../../../public/_locales/en/messages.json';
import { createTranslator, type Translator } from '../../../src/shared/i18n/translator.ts';

export const ENGLISH: Translator = createTranslator('en', english, english);
