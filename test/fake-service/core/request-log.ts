/** One request the fake answered. Never holds bodies, keys or tokens. */
export interface RequestLogEntry {
  method: string;
  path: string;
  status: number;
  /** 'api' or 'auth': which listener took it. */
  listener: 'api' | 'auth';
  /** Account e-mail when the request was authenticated. */
  account?: string;
  /** The injected fault, when one answered instead of the service. */
  fault?: 'status' | 'drop';
  at: number;
}

const MAX_ENTRIES = 10_000;

/** A bounded log: the oldest entries go first. */
export class RequestLog {
  readonly entries: RequestLogEntry[] = [];

  add(entry: RequestLogEntry): void {
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES)
      this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  clear(): void {
    this.entries.length = 0;
  }
}
