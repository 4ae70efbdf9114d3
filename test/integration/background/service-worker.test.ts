/** What a starting worker does before any message: lock storage, and listen to everything once. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from './helpers/worker-harness.ts';

let w: TestWorker;
beforeEach(async () => {
  w = await startWorker();
});
afterEach(async () => {
  await w.close();
});

function listeners(): Record<string, number> {
  const { fake } = w;
  return {
    message: fake.onMessage.listenerCount,
    alarm: fake.alarms.onAlarm.listenerCount,
    tabRemoved: fake.tabs.onRemoved.listenerCount,
    tabUpdated: fake.tabs.onUpdated.listenerCount,
    installed: fake.onInstalled.listenerCount,
    menuClicked: fake.onMenuClicked.listenerCount,
    command: fake.onCommand.listenerCount,
    notificationClicked: fake.onNotificationClicked.listenerCount,
  };
}

describe('the service worker at start', () => {
  it('keeps both storage areas from content scripts', async () => {
    await w.until('storage to be restricted', () => w.fake.session.accessLevel !== undefined);
    expect([w.fake.local.accessLevel, w.fake.session.accessLevel]).toEqual([
      'TRUSTED_CONTEXTS',
      'TRUSTED_CONTEXTS',
    ]);
  });

  it('listens to each event it needs, once, and again once after a restart', async () => {
    const expected = {
      message: 1,
      // Text and image checks, URL scans, heatmaps, video checks: one alarm each.
      alarm: 4,
      tabRemoved: 1,
      tabUpdated: 1,
      installed: 1,
      menuClicked: 1,
      command: 1,
      // URL scans' and video checks' notifications open the popup.
      notificationClicked: 2,
    };
    expect(listeners()).toEqual(expected);
    await w.restart();
    expect(listeners()).toEqual(expected);
  });
});
