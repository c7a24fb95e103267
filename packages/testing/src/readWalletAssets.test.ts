import { type Devnet, devnetContracts, startDevnet } from '@latch/devnet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anvilAccounts } from './anvilAccounts.js'
import { createTestWalletController } from './createTestWalletController.js'
import type { TestWalletAssets } from './readWalletAssets.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
})
afterAll(async () => {
  await devnet?.stop()
})

async function wallet(assets?: TestWalletAssets) {
  const rpcUrl = devnet.chains[0]?.rpcUrl as string
  const controller = createTestWalletController({
    accounts: [anvilAccounts[4].privateKey],
    chains: [{ id: 31337, rpcUrl }],
    chainId: 31337,
    walletName: 'Asset Wallet',
    emit: async () => {},
    assets,
  })
  const origin = 'http://127.0.0.1:3000'
  const call = (method: string, params?: unknown) => controller.handle({ method, params, origin })
  await call('eth_requestAccounts')
  return call
}

describe('wallet assets (EIP-7811)', () => {
  test('reports asset discovery and answers wallet_getAssets from the chain', async () => {
    const call = await wallet({ tokens: [devnetContracts.usdc], prices: { native: 3000 } })
    const account = anvilAccounts[4].address
    expect(await call('wallet_getCapabilities', [account, ['0x7a69']])).toEqual({
      result: { '0x7a69': { assetDiscovery: { supported: true }, atomic: { status: 'unsupported' } } },
    })
    const reply = await call('wallet_getAssets', [{ account, chainFilter: ['0x7a69', '0x1'] }])
    expect(reply).toEqual({
      result: {
        '0x7a69': [
          {
            address: 'native',
            balance: '0x21e19e0c9bab2400000', // 10,000 ETH
            type: 'NATIVE',
            metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: '' },
          },
          {
            address: devnetContracts.usdc,
            balance: '0xe8d4a51000', // 1,000,000 USDC
            type: 'ERC20',
            metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 0, iconUrl: '' },
          },
        ],
      },
    })
    expect(await call('wallet_getAssets', [{ account: anvilAccounts[5].address }])).toMatchObject({
      error: { code: 4100 },
    })
  })

  test('without assets the wallet has neither the capability nor the method', async () => {
    const call = await wallet()
    expect(await call('wallet_getCapabilities', [anvilAccounts[4].address, ['0x7a69']])).toEqual({
      result: { '0x7a69': { atomic: { status: 'unsupported' } } },
    })
    expect(await call('wallet_getAssets', [{ account: anvilAccounts[4].address }])).toMatchObject({
      error: { code: 4200 },
    })
  })
})
