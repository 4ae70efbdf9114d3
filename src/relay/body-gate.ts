/**
 * Bounds how many large bodies are read at once, so parallel uploads cannot pile up in memory
 * (eight 31 MiB deliveries once took the relay from 106 to 573 MiB): past the bound a delivery is
 * refused with 503 at once and the service retries it later. hono has no such middleware.
 */
export interface BodyGate {
  /** A release function, or undefined when all slots are taken. */
  enter(): (() => void) | undefined;
}

export function createBodyGate(slots: number): BodyGate {
  let busy = 0;
  return {
    enter() {
      if (busy >= slots) return undefined;
      busy++;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        busy--;
      };
    },
  };
}
