import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.spec.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
  },
});
