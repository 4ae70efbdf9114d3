import { describe, expect, it } from 'vitest';
import { firefoxManifest, GECKO_ID } from '../../../build/firefox-manifest.ts';
import manifest from '../../../manifest.json' with { type: 'json' };

describe('the Firefox manifest', () => {
  const firefox = firefoxManifest(manifest);

  it('runs the worker as an event page, under the add-on id', () => {
    expect(firefox.background).toEqual({
      scripts: [manifest.background.service_worker],
      type: 'module',
    });
    expect(firefox.browser_specific_settings.gecko.id).toBe(GECKO_ID);
    expect(firefox).not.toHaveProperty('minimum_chrome_version');
  });

  it('passes messages as structured clones in Chromium too, a key Firefox does not know', () => {
    // A big page's HTML goes to the hidden page in a message: JSON cost the page's thread twice.
    expect(manifest.message_serialization).toBe('structured_clone');
    expect(firefox).not.toHaveProperty('message_serialization');
  });

  it("leaves out Chrome's managed storage schema, a key Firefox does not know", () => {
    expect(manifest.storage.managed_schema).toBe('managed-schema.json');
    expect(firefox).not.toHaveProperty('storage');
  });

  it('turns the side panel into the sidebar, closed until the user opens it', () => {
    expect(firefox).not.toHaveProperty('side_panel');
    expect(firefox.sidebar_action).toEqual({
      default_panel: manifest.side_panel.default_path,
      default_title: manifest.action.default_title,
      default_icon: manifest.action.default_icon,
      open_at_install: false,
    });
  });

  it('asks for no side panel permission, which Firefox does not know, and keeps the others', () => {
    expect(manifest.permissions).toContain('sidePanel');
    expect(manifest.permissions).toContain('offscreen');
    expect(firefox.permissions).toEqual(
      manifest.permissions.filter((p) => p !== 'sidePanel' && p !== 'offscreen'),
    );
  });
});
