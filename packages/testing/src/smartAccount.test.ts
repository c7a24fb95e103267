import { type Devnet, devnetContracts, startDevnet } from '@latch/devnet'
import { createPublicClient, http, recoverMessageAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { anvilAccounts } from './anvilAccounts.js'
import { createTestWalletController } from './createTestWalletController.js'
import { toSmartAccount } from './smartAccount.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ chainIds: [31337] })
}, 60_000)
afterAll(() => devnet?.stop())

describe('toSmartAccount', () => {
  test('answers as the devnet SmartWallet, with personal_sign signatures valid through ERC-1271 only', async () => {
    const rpcUrl = devnet.chains[0]?.rpcUrl as string
    const wallet = createTestWalletController({
      accounts: [
        toSmartAccount({ address: devnetContracts.smartWallet, owner: anvilAccounts[1].privateKey }),
      ],
      chains: [{ id: 31337, rpcUrl }],
      chainId: 31337,
      walletName: 'Smart Wallet',
      emit: async () => {},
    })
    const origin = 'http://127.0.0.1:3000'
    const call = (method: string, params?: unknown) => wallet.handle({ method, params, origin })
    expect(await call('eth_requestAccounts')).toEqual({ result: [devnetContracts.smartWallet] })

    const message = 'Sign in to Latch Lab'
    const { result: signature } = (await call('personal_sign', [
      '0x5369676e20696e20746f204c61746368204c6162',
      devnetContracts.smartWallet,
    ])) as { result: `0x${string}` }
    // ECDSA recovery gives the owner, not the contract: only the contract can vouch for the signature.
    expect(await recoverMessageAddress({ message, signature })).toBe(anvilAccounts[1].address)
    const client = createPublicClient({ transport: http(rpcUrl) })
    expect(await client.verifyMessage({ address: devnetContracts.smartWallet, message, signature })).toBe(
      true,
    )

    // Another key signing for the contract is refused by the contract.
    const impostor = toSmartAccount({
      address: devnetContracts.smartWallet,
      owner: anvilAccounts[2].privateKey,
    })
    const forged = await impostor.signMessage({ message })
    expect(
      await client.verifyMessage({ address: devnetContracts.smartWallet, message, signature: forged }),
    ).toBe(false)

    const sent = await call('eth_sendTransaction', [{ to: anvilAccounts[2].address, value: '0x1' }])
    expect(sent).toMatchObject({ error: { message: expect.stringContaining('cannot sign transactions') } })
  })
})
