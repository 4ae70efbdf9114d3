import { lazyView } from './lazy-view.ts';

/**
 * The error notice for the first screen's own questions (account, selection, page lists): errors
 * at opening are rare (signed out, offline), so their explanations and words come with the first.
 */
export const LazyErrorNotice = lazyView(() =>
  import('../ui/error-notice.tsx').then((m) => m.ErrorNotice),
);
