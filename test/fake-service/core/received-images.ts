/** An image the fake was sent to check, as it arrived, for tests to look at what a client sent. */
export interface ReceivedImage {
  scanId: string;
  filename: string;
  bytes: Buffer;
}

const KEEP = 32;

/** The last few images sent for AI detection, oldest first. Test-only; never logged. */
export class ReceivedImages {
  readonly entries: ReceivedImage[] = [];

  add(entry: ReceivedImage): void {
    this.entries.push(entry);
    if (this.entries.length > KEEP) this.entries.splice(0, this.entries.length - KEEP);
  }

  clear(): void {
    this.entries.length = 0;
  }
}
