/** What the two commands (`npm run relay`, `npm run relay:team`) do the same way around their work. */

/** Arguments that do not start the work: a request for the usage, or what is wrong with them. */
export type ArgsRefused = { ok: false; help: true } | { ok: false; help?: false; message: string };

function refused<T extends { ok: true }>(read: T | ArgsRefused): read is ArgsRefused {
  return !read.ok;
}

/**
 * Runs a command: the usage on --help (exit 0), what is wrong and the usage on bad arguments
 * (exit 2), else the work's own exit code; a throw prints its message alone (exit 1), since a
 * stack is no help to someone running the relay.
 */
export function runCli<T extends { ok: true }>(
  read: T | ArgsRefused,
  usage: string,
  work: (args: T) => Promise<number>,
): void {
  const run = async (): Promise<number> => {
    if (!refused(read)) return work(read);
    if (read.help) {
      console.info(usage);
      return 0;
    }
    console.error(`${read.message}\n\n${usage}`);
    return 2;
  };
  run().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
