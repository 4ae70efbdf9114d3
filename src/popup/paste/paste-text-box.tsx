import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { useT } from '../../ui/i18n/translated-page.tsx';
import { lazyView } from '../lazy-view.ts';
import type { PasteFormProps } from './paste-form.tsx';

// The form is loaded when the box is first opened: the popup's first screen has only its line.
const PasteForm = lazyView(
  () => import('./paste-form.tsx').then((m) => m.PasteForm),
  () => <Loading />,
);

function Loading(): JSX.Element {
  const { t } = useT();
  return <p class="muted">{t('popup_loading')}</p>;
}

interface Props extends PasteFormProps {
  /** Open (at first where the page cannot be read, or asked from a Doc's notice). */
  open: boolean;
  onToggle: (open: boolean) => void;
}

/** "Paste text to check": one line until opened; what was typed stays when it is folded. */
export function PasteTextBox({ open, onToggle, ...form }: Props): JSX.Element {
  const { t } = useT();
  const [opened, setOpened] = useState(open);
  return (
    <details
      class="paste"
      data-testid="paste"
      open={open}
      onToggle={(e) => {
        const now = e.currentTarget.open;
        if (now) setOpened(true);
        onToggle(now);
      }}
    >
      <summary>{t('paste_title')}</summary>
      {(open || opened) && <PasteForm {...form} />}
    </details>
  );
}
