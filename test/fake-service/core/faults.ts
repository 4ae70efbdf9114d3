/**
 * What a fault does to a matching request: `drop` closes the connection before the service
 * sees the request; `drop-answer` lets the service process it (and charge for it), then closes
 * the connection instead of answering: the answer is lost on the way back.
 */
export type FaultKind = 'latency' | 'status' | 'drop' | 'drop-answer';

export interface FaultRule {
  /** A RegExp tested against the path, or a string the path must contain. */
  route: RegExp | string;
  /** Only requests with this method (any when absent). */
  method?: string;
  kind: FaultKind;
  /** Delay for 'latency'. */
  ms?: number;
  /** Status for 'status' (default 500). */
  status?: number;
  /** How many matching requests it affects (default 1; Infinity for all). */
  times?: number;
}

interface ActiveFault extends FaultRule {
  remaining: number;
}

/**
 * Faults the tests switch on. Matching consumes one use; a used-up rule is
 * removed. Latency combines with a later status or drop rule.
 */
export class FaultTable {
  private rules: ActiveFault[] = [];

  add(rule: FaultRule): void {
    this.rules.push({ ...rule, remaining: rule.times ?? 1 });
  }

  clear(): void {
    this.rules = [];
  }

  list(): FaultRule[] {
    return this.rules.map(({ remaining, ...rule }) => ({ ...rule, times: remaining }));
  }

  /** The rules that apply to this request, each use counted. */
  take(method: string, path: string): FaultRule[] {
    const taken: FaultRule[] = [];
    for (const rule of this.rules) {
      if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) continue;
      const matches =
        typeof rule.route === 'string' ? path.includes(rule.route) : rule.route.test(path);
      if (!matches) continue;
      rule.remaining -= 1;
      taken.push(rule);
    }
    this.rules = this.rules.filter((rule) => rule.remaining > 0);
    return taken;
  }
}
