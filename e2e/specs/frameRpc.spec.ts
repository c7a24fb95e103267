import { devnetRpc } from '@latch/devnet'
import { parseEther, toHex } from 'viem'
import { createEmailWallet, freshEmail } from '../email.js'
import { chainOf, expect, test } from '../fixtures.js'

// What a site asks the embedded wallet through its provider, as a dApp's own code would: the page's Latch
// instance (the demo exposes it) hands out the e-mail connector's EIP-1193 provider.
type ProviderWindow = {
  latch: {
    store: {
      getState(): {
        connectors: { type: string; chain: string; provider?: { request(a: unknown): Promise<unknown> } }[]
      }
    }
  }
}

test.describe('the embedded wallet answers a site', () => {
  test.describe.configure({ timeout: 120_000 })

  test("answers wallet_getAssets from the server's balances, and refuses eth_sendUserOperation", async ({
    page,
    stack,
  }) => {
    const chain = chainOf(stack, 31337)
    await page.goto(`${stack.demo.url}/?networks=31337`)
    const address = await createEmailWallet(page, stack, freshEmail('assets'), 'correct horse battery staple')
    await devnetRpc(chain.rpcUrl, 'anvil_setBalance', [address, toHex(parseEther('2'))])

    const ask = (method: string, params: unknown) =>
      page.evaluate(
        async ({ method, params }) => {
          const { latch } = window as unknown as ProviderWindow
          const auth = latch.store
            .getState()
            .connectors.find((c) => c.type === 'AUTH' && c.chain === 'eip155')
          try {
            return { result: await auth?.provider?.request({ method, params }) }
          } catch (error) {
            return { error: { message: (error as Error).message, code: (error as { code?: number }).code } }
          }
        },
        { method, params },
      )

    // EIP-7811: advertised per chain, then the account's assets keyed by the hex chain id asked for.
    const capabilities = await ask('wallet_getCapabilities', [address, ['0x7a69']])
    expect(capabilities).toMatchObject({ result: { '0x7a69': { assetDiscovery: { supported: true } } } })
    const assets = await ask('wallet_getAssets', [{ account: address, chainFilter: ['0x7a69'] }])
    expect(assets).toMatchObject({
      result: {
        '0x7a69': expect.arrayContaining([
          expect.objectContaining({
            address: 'native',
            balance: toHex(parseEther('2')),
            type: 'NATIVE',
            metadata: expect.objectContaining({ symbol: 'ETH', decimals: 18 }),
          }),
        ]),
      },
    })
    // Another account's assets are not this wallet's to tell.
    const other = await ask('wallet_getAssets', [
      { account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainFilter: ['0x7a69'] },
    ])
    expect(other).toMatchObject({ error: { code: 4100 } })

    // A prepared UserOperation is outside the wallet's allow-list: the site gets the wallet's error, the visitor
    // a notice.
    const refused = await ask('eth_sendUserOperation', [
      { sender: address },
      '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
    ])
    expect(refused).toEqual({ error: { message: 'Requested RPC call is not allowed', code: 4200 } })
    await expect(page.getByTestId('alert-title')).toHaveText('Action not allowed')
  })
})
