import type { JSX } from 'preact';
import type { LeftOut } from '../../shared/checks/left-out.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

/**
 * Says how much of the text read is left out, and why (no reader can see it: hidden decoys,
 * white on white), so nothing is left out in silence: under the selection before it is checked,
 * and once under a group of results read together.
 */
export function LeftOutNote({
  leftOut = [],
}: {
  leftOut?: readonly LeftOut[] | undefined;
}): JSX.Element | null {
  const { plural } = useT();
  const unseen = leftOut.find((l) => l.reason === 'unseen');
  if (!unseen) return null;
  return (
    <p class="muted" data-testid="left-out-note" data-chars={unseen.chars}>
      {plural('checks_leftOutUnseen', unseen.chars)}
    </p>
  );
}
