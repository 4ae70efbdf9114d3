import type { JSX } from 'preact';
import type { LeftOut } from '../../shared/text-checks/left-out.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

/**
 * Says how much of the text read is left out, and why (no reader can see it: hidden decoys,
 * white on white; or its editor had not drawn it, so it was not there to read; or it is the
 * writing of the page's other editors, each checked by its own button; or a document file's
 * pictures, comments, headers and footers), so nothing is
 * left out in silence: under the selection before it is checked, and once under a group of
 * results read together. `onPaste`, where given, offers the paste box for what was not drawn.
 */
export function LeftOutNote({
  leftOut = [],
  onPaste,
}: {
  leftOut?: readonly LeftOut[] | undefined;
  onPaste?: (() => void) | undefined;
}): JSX.Element | null {
  const { t, plural, number } = useT();
  const unseen = leftOut.find((l) => l.reason === 'unseen');
  const undrawn = leftOut.some((l) => l.reason === 'undrawn');
  const editors = leftOut.find((l) => l.reason === 'editors');
  const pictures = leftOut.find((l) => l.reason === 'pictures');
  const comments = leftOut.find((l) => l.reason === 'comments');
  const headers = leftOut.find((l) => l.reason === 'headers');
  if (!unseen && !undrawn && !editors && !pictures && !comments && !headers) return null;
  return (
    <>
      {pictures && (
        <p class="muted" data-testid="left-out-pictures">
          {plural('checks_leftOutPictures', pictures.pictures)}
        </p>
      )}
      {comments && 'count' in comments && (
        <p class="muted" data-testid="left-out-comments">
          {plural('checks_leftOutComments', comments.count)}
        </p>
      )}
      {headers && 'count' in headers && (
        <p class="muted" data-testid="left-out-headers">
          {plural('checks_leftOutHeaders', headers.count)}
        </p>
      )}
      {editors && (
        <p class="muted" data-testid="left-out-editors" data-chars={editors.chars}>
          {plural('checks_leftOutEditors', editors.editors, number(editors.chars))}
        </p>
      )}
      {unseen && (
        <p class="muted" data-testid="left-out-note" data-chars={unseen.chars}>
          {plural('checks_leftOutUnseen', unseen.chars)}
        </p>
      )}
      {undrawn && (
        <div class="notice" data-testid="left-out-undrawn">
          <p>{t('checks_leftOutUndrawn')}</p>
          {onPaste && (
            <p>
              <button type="button" class="secondary" data-testid="undrawn-paste" onClick={onPaste}>
                {t('popup_pasteAPart')}
              </button>
            </p>
          )}
        </div>
      )}
    </>
  );
}
