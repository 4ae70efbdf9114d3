import type { JSX } from 'preact';
import { useId } from 'preact/hooks';
import { useT } from '../ui/i18n/translated-page.tsx';

/** What a control the organisation locked carries: disabled, and described by the note. */
export interface LockedControl {
  disabled?: boolean;
  'aria-describedby'?: string;
}

/** What the control spreads, and the note shown after it (null when the setting is not locked). */
export interface PolicyLock {
  control: LockedControl;
  note: JSX.Element | null;
}

/** A setting no policy can lock: its control is left as it is. */
export const NOT_LOCKED: PolicyLock = { control: {}, note: null };

/**
 * A setting the organisation's policy locked: its control is disabled and says why, with the
 * note beside it tied to the control (`aria-describedby`), so a screen reader says it too.
 * Unlocked, the control is left as it is and no note is shown.
 */
export function usePolicyLock(locked: boolean): PolicyLock {
  const id = useId();
  if (!locked) return NOT_LOCKED;
  return {
    control: { disabled: true, 'aria-describedby': id },
    note: <SetByPolicyNote id={id} />,
  };
}

/** "Set by your organisation", beside a locked control. */
export function SetByPolicyNote({ id }: { id?: string }): JSX.Element {
  const { t } = useT();
  return (
    <span id={id} class="policy-note" data-testid="set-by-policy">
      {t('settings_setByPolicy')}
    </span>
  );
}
