import { render } from 'preact';
import { logUncaughtErrors } from '../platform/uncaught-errors.ts';
import '../ui/base.css';
import './popup.css';
import { App } from './app.tsx';
import { targetTabFromLocation } from './target-tab.ts';
import { log } from './popup-log.ts';

// Before anything runs: a throw in a handler, or a promise started with `void` that fails,
// lands in the log.
logUncaughtErrors(log, window);

const root = document.getElementById('app');
if (root) render(<App targetTabId={targetTabFromLocation(location.search)} />, root);
