/** Components drawn in a unit test without a page around them show English (see english.ts). */
import { wordsOutsidePages } from '../../src/ui/i18n/translated-page.tsx';
import { ENGLISH } from './i18n/english.ts';

wordsOutsidePages(ENGLISH);
