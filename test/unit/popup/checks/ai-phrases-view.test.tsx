// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLASSIFICATION,
  type TextDetectionResult,
} from '../../../../src/api/endpoints/text-detection-result.ts';
import type { AiTextCheck } from '../../../../src/shared/checks/check-record.ts';
import { aiSections } from '../../../../src/shared/checks/text-results.ts';
import { aiTextCheck } from '../../../support/check-records.ts';

interface Sent {
  calls: [string, unknown][];
  /** What the worker answers next. */
  reply: unknown;
}

const sent: Sent = vi.hoisted(() => ({ calls: [], reply: { ok: true, value: { shown: true } } }));

vi.mock('../../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: unknown) => {
    sent.calls.push([type, payload]);
    return Promise.resolve(sent.reply);
  },
}));

const { AiPhrasesView, TOP_PHRASES } =
  await import('../../../../src/popup/checks/ai-phrases-view.tsx');

/** A phrase to place in the text, with its per-million counts (and whether humanizers use it). */
interface Placed {
  words: string;
  ai: number;
  human: number;
  humanizer?: boolean;
}

/**
 * A checked text of sections, AI or human, each the words of its phrases between filler, and
 * the service's answer for it: the sections, and the phrases at their offsets in the text.
 */
function answered(sections: { ai: boolean; phrases: Placed[] }[]): {
  input: string;
  result: TextDetectionResult;
} {
  let input = '';
  const results: TextDetectionResult['results'] = [];
  const found = { starts: [] as number[], lengths: [] as number[] };
  const stats = { aiCount: [] as number[], humanCount: [] as number[], source: [] as number[] };
  for (const section of sections) {
    const start = input.length;
    input += 'Some words to begin with. ';
    for (const phrase of section.phrases) {
      found.starts.push(input.length);
      found.lengths.push(phrase.words.length);
      stats.aiCount.push(phrase.ai);
      stats.humanCount.push(phrase.human);
      stats.source.push(phrase.humanizer ? 2 : 1);
      input += `${phrase.words} and then more. `;
    }
    results.push({
      classification: section.ai ? CLASSIFICATION.ai : CLASSIFICATION.human,
      matches: [{ text: { chars: { starts: [start], lengths: [input.length - start] } } }],
    });
  }
  const proportion = stats.aiCount.map((ai, i) => {
    const human = stats.humanCount[i] ?? 0;
    return human > 0 ? ai / human : 0;
  });
  return {
    input,
    result: {
      results,
      summary: { ai: 0.6, human: 0.4 },
      explain: { patterns: { statistics: { ...stats, proportion }, text: { chars: found } } },
    },
  };
}

const PAGE = { origin: 'page' as const, tabId: 1, textId: 't1' };

function show(
  sections: { ai: boolean; phrases: Placed[] }[],
  change: Partial<AiTextCheck> = {},
): { input: string; result: TextDetectionResult } {
  const made = answered(sections);
  const check = aiTextCheck({ input: made.input, result: made.result, source: PAGE, ...change });
  render(<AiPhrasesView check={check} result={made.result} sections={aiSections(made.result)} />);
  return made;
}

const phrase = (words: string, ai: number, human: number): Placed => ({ words, ai, human });

const SEVEN: { ai: boolean; phrases: Placed[] }[] = [
  {
    ai: true,
    phrases: [
      phrase('delve into', 90, 10), // 9×
      phrase('rich tapestry', 50, 0), // never by people
      phrase('it is worth noting', 40, 20), // 2×
    ],
  },
  { ai: false, phrases: [phrase('in the human part', 99, 1)] },
  {
    ai: true,
    phrases: [
      phrase('plays a pivotal role', 60, 4), // 15×
      phrase('in today’s world', 30, 10), // 3×
      phrase('a testament to', 80, 0), // never by people, more often than "rich tapestry"
      phrase('navigate the landscape', 12, 10), // 1.2×
    ],
  },
];

const listed = (): string[] =>
  screen.getAllByTestId('ai-phrase').map((item) => item.querySelector('mark')?.textContent ?? '');

afterEach(() => {
  cleanup();
  sent.calls = [];
  sent.reply = { ok: true, value: { shown: true } };
});

describe('AiPhrasesView', () => {
  it('counts the phrases of the AI sections, and the sections that hold them', () => {
    show(SEVEN);
    expect(screen.getByRole('heading').textContent).toBe('Why it looks AI-written');
    expect(screen.getByTestId('ai-phrase-count').textContent).toBe(
      '7 AI phrases in 2 sections. Choose one to see it on the page.',
    );
    expect(screen.getByTestId('ai-phrase-meaning').textContent).toBe(
      'Figures compare how often each phrase appears in a million AI-written texts and in a million texts people wrote.',
    );
  });

  it('says one phrase and one section in the singular', () => {
    show([
      { ai: true, phrases: [phrase('delve into', 90, 10)] },
      { ai: true, phrases: [] },
    ]);
    expect(screen.getByTestId('ai-phrase-count').textContent).toMatch(
      /^1 AI phrase in 1 section\./,
    );
  });

  it('lists the top five by ratio, never-human first, and shows the rest on request', () => {
    show(SEVEN);
    expect(TOP_PHRASES).toBe(5);
    expect(listed()).toEqual([
      'a testament to',
      'rich tapestry',
      'plays a pivotal role',
      'delve into',
      'in today’s world',
    ]);
    expect(screen.getAllByTestId('ai-phrase')[2]?.textContent).toContain(
      'About 15× more common in AI-written text',
    );
    const more = screen.getByTestId('ai-phrases-all');
    expect(more.textContent).toBe('Show all 7');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(listed().slice(5)).toEqual(['it is worth noting', 'navigate the landscape']);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(more);
    expect(listed()).toHaveLength(5);
  });

  it('offers no "Show all" when every phrase is listed', () => {
    show([{ ai: true, phrases: [phrase('delve into', 90, 10), phrase('rich tapestry', 5, 1)] }]);
    expect(listed()).toEqual(['delve into', 'rich tapestry']);
    expect(screen.queryByTestId('ai-phrases-all')).toBeNull();
  });

  it('shows each phrase as it reads in the checked text, long ones cut', () => {
    const long =
      'a phrase so long that it goes on and on well past what one line of the list can hold';
    show([
      {
        ai: true,
        phrases: [phrase('stands as\n    a beacon', 40, 2), phrase(long, 30, 3)],
      },
    ]);
    const [beacon, cut] = listed();
    expect(beacon).toBe('stands as a beacon');
    expect(cut?.endsWith('…')).toBe(true);
    expect(cut?.length).toBeLessThanOrEqual(60);
    expect(long.startsWith(cut?.slice(0, -1) ?? '')).toBe(true);
  });

  it('says where a phrase is typical of humanizer tools, and what they are', () => {
    show([{ ai: true, phrases: [{ words: 'moreover', ai: 20, human: 2, humanizer: true }] }]);
    expect(screen.getByTestId('ai-phrase').textContent).toBe(
      '“moreover” About 10× more common in AI-written text; typical of “humanizer” tools',
    );
    expect(screen.getByTestId('ai-phrases').textContent).toContain(
      '“Humanizer” tools reword AI-written text',
    );
  });

  it('asks the worker to show the phrase tapped on the page', async () => {
    const { input } = show(SEVEN);
    fireEvent.click(screen.getAllByRole('button', { name: /pivotal role/ })[0] as HTMLElement);
    const start = input.indexOf('plays a pivotal role');
    await waitFor(() =>
      expect(sent.calls).toEqual([
        ['checks/reveal-phrase', { id: 'check-1', start, length: 'plays a pivotal role'.length }],
      ]),
    );
    expect(screen.getByTestId('ai-phrase-note').textContent).toBe('');
  });

  it('says when the phrase is no longer on the page, or could not be shown', async () => {
    show(SEVEN);
    const [first] = screen.getAllByTestId('ai-phrase');
    sent.reply = { ok: true, value: { shown: false } };
    fireEvent.click(first as HTMLElement);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(
        /^That phrase is no longer on the page\./,
      ),
    );

    sent.reply = { ok: false, error: { kind: 'not-found', message: 'That tab is closed.' } };
    fireEvent.click(first as HTMLElement);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Could not show that phrase on the page: That tab is closed.',
      ),
    );

    sent.reply = { ok: true, value: { shown: true } };
    fireEvent.click(first as HTMLElement);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
  });

  it('shows the phrases of a check answered from history the same way', () => {
    show(SEVEN, { cachedFrom: 'check-0', credits: 0 });
    expect(screen.getByTestId('ai-phrase-count').textContent).toMatch(
      /^7 AI phrases in 2 sections/,
    );
    expect(listed()[0]).toBe('a testament to');
  });

  it('lists pasted text’s phrases without buttons: there is no page to show them on', () => {
    show(SEVEN, { source: { origin: 'pasted' } });
    expect(screen.getByTestId('ai-phrase-count').textContent).toBe('7 AI phrases in 2 sections');
    expect(screen.getAllByTestId('ai-phrase')[0]?.tagName).toBe('DIV');
    // The one button left is "Show all".
    expect(screen.getAllByRole('button').map((b) => b.dataset.testid)).toEqual(['ai-phrases-all']);
  });

  it('draws nothing without phrases, or with phrases in human sections only', () => {
    const none = answered([{ ai: true, phrases: [] }]);
    const check = aiTextCheck({ input: none.input, result: none.result, source: PAGE });
    const { container } = render(
      <AiPhrasesView
        check={check}
        result={{ ...none.result, explain: undefined }}
        sections={aiSections(none.result)}
      />,
    );
    expect(container.innerHTML).toBe('');
    cleanup();

    show([
      { ai: false, phrases: [phrase('in the human part', 99, 1)] },
      { ai: true, phrases: [] },
    ]);
    expect(screen.queryByTestId('ai-phrases')).toBeNull();
  });
});
