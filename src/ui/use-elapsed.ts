import { useEffect, useState } from 'preact/hooks';
import { formatElapsed } from './elapsed.ts';
import { useT } from './i18n/translated-page.tsx';

/** Time since `since` (ms), in words, ticking each second while the component is shown. */
export function useElapsed(since: number | undefined): string | undefined {
  const [now, setNow] = useState(Date.now);
  const translator = useT();
  useEffect(() => {
    if (since === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === undefined ? undefined : formatElapsed(now - since, translator);
}
