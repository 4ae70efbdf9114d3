/**
 * The same numbers in [0, 1) for the same seed, every run (a linear congruential generator):
 * fuzz tests and benchmarks that can be repeated exactly.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
