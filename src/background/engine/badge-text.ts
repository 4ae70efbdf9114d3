import type { CheckKind, CheckOf, CheckRecord } from '../../shared/checks/check-record.ts';
import type { MessageKey, Translator } from '../../shared/i18n/translator.ts';

export interface Badge {
  text: string;
  color: string;
  title: string;
}

export const BADGE_COLORS = {
  ai: '#d9480f',
  human: '#2b8a3e',
  mixed: '#e67700',
  busy: '#5c7cfa',
  bad: '#c92a2a',
};

/** What one finished check adds to the badge: a line of its tooltip, and what it would show. */
export interface BadgePart {
  title?: string;
  badge?: { text: string; color: string };
  /** A figure that stands over what an earlier check showed (a share); else the first stays. */
  over?: boolean;
}

/** A kind's words on the toolbar badge, registered by the kind (the engine names none). */
export interface BadgeWords<K extends CheckKind> {
  /** The tooltip line of a failed check. */
  failed: MessageKey;
  /** The tooltip while every busy check is of this kind, when it says more than "checking…". */
  busy?: MessageKey;
  /** A check's part of the badge (finished, or stopped by the user); none for the rest. */
  read?: (t: Translator, check: CheckOf<K>) => BadgePart | undefined;
  /**
   * The badge of an open check that waits for the user, not the service (a cost to confirm);
   * none while it waits for the service. Shown when every open check waits so.
   */
  waiting?: (t: Translator, check: CheckOf<K>) => Badge | undefined;
}

type ErasedWords = Omit<BadgeWords<CheckKind>, 'read' | 'waiting'> & {
  read?: (t: Translator, check: CheckRecord) => BadgePart | undefined;
  waiting?: (t: Translator, check: CheckRecord) => Badge | undefined;
};
const wordsOfKind = new Map<CheckKind, ErasedWords>();

export function registerBadgeWords<K extends CheckKind>(kind: K, words: BadgeWords<K>): void {
  const { read, waiting } = words;
  wordsOfKind.set(kind, {
    failed: words.failed,
    ...(words.busy ? { busy: words.busy } : {}),
    ...(read ? { read: (t, check) => (isKind(check, kind) ? read(t, check) : undefined) } : {}),
    ...(waiting
      ? { waiting: (t, check) => (isKind(check, kind) ? waiting(t, check) : undefined) }
      : {}),
  });
}

const isKind = <K extends CheckKind>(check: CheckRecord, kind: K): check is CheckOf<K> =>
  check.kind === kind;

/** Whether a kind has said what its badge shows. */
export const hasBadgeWords = (kind: CheckKind): boolean => wordsOfKind.has(kind);

/** A share (0–1) as a whole percent, the reader's way ("82%", "82 %"). */
export const percentOf = (t: Translator, share: number): string =>
  t.number(Math.round(share * 100) / 100, { style: 'percent' });

/** A share as the badge writes it: it has room for four characters, so the short way. */
export const shortPercent = (share: number): string => `${Math.round(share * 100)}%`;

/** An AI share as a badge part: the figure, orange from half up, else green; over earlier ones. */
export const aiShareBadge = (title: string, share: number): BadgePart => ({
  title,
  badge: { text: shortPercent(share), color: share >= 0.5 ? BADGE_COLORS.ai : BADGE_COLORS.human },
  over: true,
});

/** Phrases as one list, in the reader's way ("a, b, c"); none, an empty string. */
export const listOf = (t: Translator, [first = '', ...rest]: string[]): string =>
  rest.reduce((list, next) => t.t('badge_listJoin', list, next), first);

function busyTitle(t: Translator, busy: CheckRecord[]): string {
  const kinds = new Set(busy.map((c) => c.kind));
  const [only] = kinds;
  const words = kinds.size === 1 && only ? wordsOfKind.get(only)?.busy : undefined;
  return t.t(words ?? 'badge_checking');
}

/**
 * The toolbar badge for a tab's latest checks: busy, or what each kind says of its finished
 * checks, or failed; its tooltip in the translator's language.
 */
export function badgeFor(t: Translator, checks: CheckRecord[]): Badge | undefined {
  if (checks.length === 0) return undefined;
  const busy = checks.filter((c) => c.status === 'pending' || c.status === 'running');
  const waiting = busy.map((c) => wordsOfKind.get(c.kind)?.waiting?.(t, c));
  const [asks] = waiting;
  if (asks && waiting.every((w) => w !== undefined)) return asks;
  if (busy.length > 0) return { text: '…', color: BADGE_COLORS.busy, title: busyTitle(t, busy) };
  const titles: string[] = [];
  let badge: { text: string; color: string } | undefined;
  for (const check of checks) {
    const words = wordsOfKind.get(check.kind);
    const part = words?.read?.(t, check);
    if (part) {
      if (part.title !== undefined) titles.push(part.title);
      if (part.badge) badge = part.over ? part.badge : (badge ?? part.badge);
    } else if (check.status === 'failed') {
      titles.push(t.t(words?.failed ?? 'badge_checkFailed'));
    }
  }
  badge ??= { text: '!', color: BADGE_COLORS.bad };
  const title = titles.length ? t.t('badge_title', listOf(t, titles)) : t.t('extName');
  return { ...badge, title };
}
