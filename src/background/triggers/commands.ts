import { browser } from '../../platform/browser.ts';
import { triggerTextCheck } from './trigger-checks.ts';
import { logIfRejected } from '../stores/log-failure.ts';

/** Keyboard shortcuts declared in the manifest's `commands`. */
export function listenToCommands(): void {
  browser.commands.onCommand.addListener((command, tab) => {
    if (command !== 'check-selection' || tab?.id === undefined) return;
    logIfRejected(
      'commands',
      'Checking the selection',
      triggerTextCheck(tab.id, 'selection', ['ai-text', 'moderation']),
    );
  });
}
