import { expect, test } from 'vitest'
import * as exports from './index.js'

test('public API', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "DisconnectedError",
      "InternalRpcError",
      "InvalidParamsError",
      "ProviderRpcError",
      "UnauthorizedError",
      "UnrecognizedChainError",
      "UnsupportedMethodError",
      "UserRejectedRequestError",
      "anvilAccounts",
      "anvilMnemonic",
      "chromiumLaunchOptions",
      "createFarcasterTestApp",
      "installTestWallet",
      "routeWalletConnectVerify",
      "test",
      "toSmartAccount",
    ]
  `)
})
