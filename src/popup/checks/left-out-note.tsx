import type { JSX } from 'preact';
import type { CheckRecord } from '../../shared/checks/check-record.ts';
import { useT } from '../../ui/i18n/translated-page.tsx';

/**
 * Says how much of the text read was not sent, and why (no reader can see it: hidden decoys,
 * white on white), so nothing is left out in silence. Said once for a group read together.
 */
export function LeftOutNote({ checks }: { checks: readonly CheckRecord[] }): JSX.Element | null {
  const { plural } = useT();
  const leftOut = checks[0]?.source.leftOut ?? [];
  const unseen = leftOut.find((l) => l.reason === 'unseen');
  if (!unseen) return null;
  return (
    <p class="muted" data-testid="left-out-note" data-chars={unseen.chars}>
      {plural('checks_leftOutUnseen', unseen.chars)}
    </p>
  );
}
