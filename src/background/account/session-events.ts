/**
 * Hooks other worker modules attach to account changes (the API session drops its token when
 * the key, e-mail or service address changes). Kept apart so handlers need not know who listens.
 */
type Listener = () => Promise<void> | void;

const listeners = new Set<Listener>();

export const sessionEvents = {
  onCredentialsChanged(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  async credentialsChanged(): Promise<void> {
    for (const listener of listeners) await listener();
  },
};
