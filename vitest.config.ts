import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'

// Unit and service tests live beside the code. Browser end-to-end specs are Playwright's (e2e/).
// Most files wait on a chain, a server or a socket rather than the CPU, so even two cores run two files at once.
export const workerOptions = { pool: 'forks', maxWorkers: Math.max(2, availableParallelism() - 1) } as const

const reactTests = 'packages/react/src/**/*.test.{ts,tsx}'

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...workerOptions,
    projects: [
      {
        extends: true,
        test: {
          name: 'services',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, reactTests],
          // These files share a worker process: each starts its own servers and chains on random ports and keeps
          // no module state another file reads, so a fresh process per file would only repeat the imports.
          isolate: false,
        },
      },
      // The widget's DOM tests keep a fresh module graph per file: the modal's lazily loaded parts are module state.
      { extends: true, test: { name: 'widget', include: [reactTests] } },
    ],
  },
})
