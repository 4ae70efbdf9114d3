import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';

/** The list from the spec, in its order. */
export const OCR_LANGUAGES = (
  'af am ar az be bg bn bs ca ceb co cs cy da de el en eo es et eu fa fi fr fy ga gd gl gu ha haw hi ' +
  'hmn hr ht hu hy id ig is it iw ja jw ka kk km kn ko ku ky la lb lo lt lv ma mg mi mk ml mn mr ms ' +
  'mt my ne nl no ny pl ps pt ro ru sd si sk sl sm sn so sq sr st su sv sw ta te tg th tl tr uk ur uz ' +
  'vi xh yi yo zh-CN zh-TW zu'
).split(' ');

/** GET /v3/miscellaneous/ocr-languages-list: no authentication. */
export function registerOcrLanguages(app: Hono<AppEnv>): void {
  app.get('/v3/miscellaneous/ocr-languages-list', (c) => c.json(OCR_LANGUAGES));
}
