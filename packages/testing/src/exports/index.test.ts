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
      "createBitcoinTestWallet",
      "createFarcasterTestApp",
      "createSolanaTestAccount",
      "createWalletConnectTestWallet",
      "installBitcoinTestWallet",
      "installPolkadotTestWallet",
      "installSolanaTestWallet",
      "installTestWallet",
      "routeWalletConnectVerify",
      "test",
      "toSmartAccount",
    ]
  `)
})
