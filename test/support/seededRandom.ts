// Seeded random numbers for tests that try many generated inputs: the same seed gives the same inputs, so a failure can
// be replayed. The generator is the fuzz run's (mulberry32).
import { Random } from '../../bench/lsp/fuzz/random';

/** Uniform numbers in [0, 1) from `seed`. */
export function seededRandom(seed: number): () => number {
  const random = new Random(seed);
  return () => random.next();
}
