import { describe, expect, it } from 'vitest';
import { classifyScriptRefusal } from '../../../../src/background/tabs/script-refusal.ts';

describe('why a tab refused our content script', () => {
  it("reads Chromium's messages, which name the page", () => {
    expect(classifyScriptRefusal('Cannot access a chrome:// URL')).toBe('browser-page');
    expect(classifyScriptRefusal('The extensions gallery cannot be scripted.')).toBe(
      'browser-page',
    );
    expect(
      classifyScriptRefusal(
        'Cannot access contents of the page. Extension manifest must request permission to access the respective host.',
      ),
    ).toBe('not-granted');
  });

  it("reads Firefox's one message by the tab's address, where Firefox shows it", () => {
    const firefox = 'Missing host permission for the tab';
    expect(classifyScriptRefusal(firefox, 'about:addons')).toBe('browser-page');
    expect(classifyScriptRefusal(firefox, 'https://addons.mozilla.org/en-US/firefox/')).toBe(
      'browser-page',
    );
    expect(classifyScriptRefusal(firefox, 'view-source:https://example.org/')).toBe('browser-page');
    expect(classifyScriptRefusal(firefox, 'https://example.org/story')).toBe('not-granted');
    expect(classifyScriptRefusal(firefox, undefined)).toBe('browser-page-or-not-granted');
  });

  it('leaves other failures as they are', () => {
    expect(classifyScriptRefusal('No tab with id: 12')).toBe('other');
  });
});
