import { expect, test } from 'vitest'
import * as exports from './index.js'

test('public API', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "installPolkadotTestWallet",
      "walletConnectPolkadotSide",
    ]
  `)
})
