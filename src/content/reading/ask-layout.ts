import { shownLength } from '../../shared/text-checks/left-out.ts';
import { insideSkipped, type TextLayout } from '../../shared/text/text-layout.ts';
import type { PageSlices } from './page-slices.ts';

/**
 * What the layout answered of a page's live text nodes: which a reader cannot see, and how many
 * characters of each are drawn where no reader can see them. A big page's nodes may be asked only
 * in part (the article's, once Readability has chosen it): `asked` says which were.
 */
export class LayoutAnswers {
  /** 1 for each live node a reader cannot see (of those asked). */
  readonly hidden: Uint8Array;
  /** 1 for each live node asked. */
  readonly asked: Uint8Array;
  /** Characters of each node drawn where no reader can see them (its "left out"). */
  private readonly unseen: Uint32Array;

  constructor(
    private readonly live: readonly Text[],
    /** Whether a node may be seen at all (in the body, not the page's code): else never asked. */
    private readonly askable: (i: number) => boolean,
    private readonly liveData: readonly string[],
    private readonly layout: TextLayout,
  ) {
    this.hidden = new Uint8Array(live.length);
    this.asked = new Uint8Array(live.length);
    this.unseen = new Uint32Array(live.length);
  }

  /**
   * Asks, in slices, of each node not asked yet; only of those `wanted` (read at each node: it
   * may narrow while the pass runs) when given.
   */
  async ask(slices: PageSlices, wanted?: () => Uint8Array | undefined): Promise<void> {
    await slices.each(this.live, (_, i) => {
      const only = wanted?.();
      if (!only || only[i]) this.askOne(i);
    });
  }

  /** Asks of the nodes `at` not asked yet, at once (a few: the nodes an article was traced to). */
  askNow(at: Iterable<number>): void {
    for (const i of at) this.askOne(i);
  }

  /** Whether any node asked is hidden. */
  anyHidden(): boolean {
    return this.hidden.includes(1);
  }

  /** Characters left out, of the nodes `within` (1 for each counted), or of all. */
  unseenChars(within?: Uint8Array): number {
    let chars = 0;
    this.unseen.forEach((n, i) => {
      if (n > 0 && (!within || within[i])) chars += n;
    });
    return chars;
  }

  private askOne(i: number): void {
    if (this.asked[i] || !this.askable(i)) return;
    this.asked[i] = 1;
    const node = this.live[i]!;
    if (this.layout.isRendered(node)) return;
    this.hidden[i] = 1;
    // Text never read (a field's, an icon's title) or never drawn (a closed menu) is not
    // counted as left out: only what the page draws where no reader can see it.
    const disguised = this.layout.isDisguised?.(node) ?? true;
    if (disguised && !insideSkipped(node)) this.unseen[i] = shownLength(this.liveData[i]!);
  }
}
