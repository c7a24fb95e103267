import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { workerOptions } from '../../vitest.config.js'

// @latch/react's own tests (modal, buttons, hooks, server render), run against React 18.3 instead of the
// workspace's React 19: every import of react and react-dom, the testing library's included, resolves to the
// copies this example installs.
const here = dirname(fileURLToPath(import.meta.url))
const require = createRequire(import.meta.url)
const folder = (name: string) => dirname(require.resolve(`${name}/package.json`))

export default defineConfig({
  root: resolve(here, '../..'),
  resolve: {
    alias: [
      ...['react', 'react-dom'].flatMap((name) => [
        { find: new RegExp(`^${name}$`), replacement: `${folder(name)}/index.js` },
        { find: new RegExp(`^${name}/(.*)$`), replacement: `${folder(name)}/$1.js` },
      ]),
      // Its ES module build, so that its own imports of react-dom go through the aliases above too.
      {
        find: /^@testing-library\/react$/,
        replacement: `${folder('@testing-library/react')}/dist/@testing-library/react.esm.js`,
      },
    ],
  },
  test: {
    include: ['packages/react/src/**/*.test.{ts,tsx}', 'examples/react18/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    ...workerOptions,
    server: { deps: { inline: ['@testing-library/react'] } },
  },
})
