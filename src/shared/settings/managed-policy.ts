/**
 * Settings an administrator deploys by policy (Chrome's managed storage, Firefox's enterprise
 * policies; both reach the extension as `storage.managed`), read leniently: each entry is checked
 * on its own with the rules of the setting it sets, and a bad or unknown entry is dropped and
 * reported, never the whole policy, so one typo does not unlock everything else. Pure.
 * docs/MANAGED.md describes the policies for administrators; public/managed-schema.json is the
 * same list in Chrome's schema dialect.
 */
import * as v from 'valibot';
import { MODERATION_LABEL_IDS } from '../text-checks/moderation-labels.ts';
import { UI_LANGUAGE_CHOICES } from '../i18n/languages.ts';
import { RelayUrlSchema } from '../scans/relay-address.ts';
import {
  AiLanguageSchema,
  CreditLimitSchema,
  ModerationLabelsSchema,
  SensitivitySchema,
  HistoryDaysSchema,
  ServiceUrlSchema,
} from './settings.ts';
import { ApiKeySchema, EmailSchema } from './account-credentials.ts';

/** Moderation labels in the service's order, once each: equal choices give equal cache keys. */
const PolicyLabelsSchema = v.pipe(
  ModerationLabelsSchema,
  v.transform((labels) => MODERATION_LABEL_IDS.filter((id) => labels.includes(id))),
);

/** Each policy and the rules of the setting it sets. */
const ENTRY_SCHEMAS = {
  serviceUrl: ServiceUrlSchema,
  loginUrl: ServiceUrlSchema,
  sandbox: v.boolean(),
  relayUrl: RelayUrlSchema,
  checkCreditsFirst: v.boolean(),
  confirmCreditsAbove: CreditLimitSchema,
  maxCreditsPerCheck: CreditLimitSchema,
  moderationLabels: PolicyLabelsSchema,
  aiSensitivity: SensitivitySchema,
  aiLanguage: AiLanguageSchema,
  explainAi: v.boolean(),
  uiLanguage: v.picklist(UI_LANGUAGE_CHOICES),
  historyDays: HistoryDaysSchema,
  accountEmail: EmailSchema,
  apiKey: ApiKeySchema,
};

export type PolicyName = keyof typeof ENTRY_SCHEMAS;
export const POLICY_NAMES = Object.keys(ENTRY_SCHEMAS) as PolicyName[];

/** The policy listing the entries that are only defaults. */
export const USER_MAY_CHANGE = 'userMayChange';

/** Entries whose value is a secret: their problems are reported without the validator's words. */
const SECRET_POLICIES: readonly PolicyName[] = ['apiKey'];

export type PolicyValues = { [P in PolicyName]: v.InferOutput<(typeof ENTRY_SCHEMAS)[P]> };

export interface ManagedPolicy {
  /** The entries that passed their rules. */
  readonly values: Partial<PolicyValues>;
  /** Entries that are defaults only: the user may change them. Every other entry is locked. */
  readonly userMayChange: readonly PolicyName[];
}

export const NO_POLICY: ManagedPolicy = { values: {}, userMayChange: [] };

/** An entry that was left out, and why (for the worker's log; never holds a secret value). */
export interface PolicyProblem {
  policy: string;
  problem: string;
}

export interface PolicyReading {
  policy: ManagedPolicy;
  problems: PolicyProblem[];
}

const isPolicyName = (name: string): name is PolicyName => Object.hasOwn(ENTRY_SCHEMAS, name);

function readEntry(name: PolicyName, raw: unknown, values: Record<string, unknown>): string | null {
  const parsed = v.safeParse(ENTRY_SCHEMAS[name], raw);
  if (parsed.success) {
    values[name] = parsed.output;
    return null;
  }
  return SECRET_POLICIES.includes(name)
    ? 'Not a valid API key (printable characters, no spaces, at most 512).'
    : (parsed.issues[0]?.message ?? 'Not a valid value.');
}

function readUserMayChange(raw: unknown, problems: PolicyProblem[]): PolicyName[] {
  if (!Array.isArray(raw)) {
    problems.push({ policy: USER_MAY_CHANGE, problem: 'Not a list of policy names.' });
    return [];
  }
  const names: PolicyName[] = [];
  for (const name of raw as unknown[]) {
    if (typeof name === 'string' && isPolicyName(name)) names.push(name);
    else
      problems.push({ policy: USER_MAY_CHANGE, problem: `Unknown policy name ${String(name)}.` });
  }
  return names;
}

function readPolicy(raw: unknown): PolicyReading {
  if (raw === undefined || raw === null) return { policy: NO_POLICY, problems: [] };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return {
      policy: NO_POLICY,
      problems: [{ policy: '*', problem: 'The policy is not an object.' }],
    };
  }
  const problems: PolicyProblem[] = [];
  const values: Record<string, unknown> = {};
  let userMayChange: PolicyName[] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (name === USER_MAY_CHANGE) {
      userMayChange = readUserMayChange(value, problems);
    } else if (isPolicyName(name)) {
      const problem = readEntry(name, value, values);
      if (problem) problems.push({ policy: name, problem });
    } else {
      problems.push({ policy: name, problem: 'Unknown policy name: ignored.' });
    }
  }
  // Each value in `values` was checked by its own entry's schema above.
  return { policy: { values, userMayChange }, problems };
}

/** What `storage.managed.get()` answered, read leniently (anything else than an object: no policy). */
export const ManagedPolicySchema = v.pipe(v.unknown(), v.transform(readPolicy));

export function parseManagedPolicy(raw: unknown): PolicyReading {
  return v.parse(ManagedPolicySchema, raw);
}

/** Whether the policy gives `name` and locks it (it is not in `userMayChange`). */
export const isLocked = (policy: ManagedPolicy, name: PolicyName): boolean =>
  policy.values[name] !== undefined && !policy.userMayChange.includes(name);
