import { render } from 'preact';
import '../ui/base.css';
import './popup.css';
import { App } from './app.tsx';
import { targetTabFromLocation } from './target-tab.ts';

const root = document.getElementById('app');
if (root) render(<App targetTabId={targetTabFromLocation(location.search)} />, root);
