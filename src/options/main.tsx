import { render } from 'preact';
import { logUncaughtErrors } from '../platform/uncaught-errors.ts';
import '../ui/base.css';
import './options.css';
import { OptionsPage } from './options-page.tsx';
import { log } from './options-log.ts';

// Before anything runs: a throw in a handler, or a promise started with `void` that fails,
// lands in the log.
logUncaughtErrors(log, window);

const root = document.getElementById('app');
if (root) render(<OptionsPage />, root);
