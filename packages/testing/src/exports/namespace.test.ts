import { expect, test } from 'vitest'
import * as exports from './namespace.js'

test('public API', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "bindingNames",
      "bindingWalletHandle",
      "createWalletPrompts",
      "installBindingWallet",
      "singleChainNamespace",
    ]
  `)
})
