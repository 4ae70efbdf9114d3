import { render } from 'preact';
import '../ui/base.css';
import './options.css';
import { OptionsPage } from './options-page.tsx';

const root = document.getElementById('app');
if (root) render(<OptionsPage />, root);
