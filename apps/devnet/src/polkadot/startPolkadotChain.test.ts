import { ApiPromise, WsProvider } from '@polkadot/api'
import type { ApiOptions } from '@polkadot/api/types'
import { Keyring } from '@polkadot/keyring'
import { u8aToHex } from '@polkadot/util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { polkadotDevnetGrant } from './polkadotAccounts.js'
import { type PolkadotChain, startPolkadotChain } from './startPolkadotChain.js'

let chain: PolkadotChain
let api: ApiPromise
let keyring: Keyring
beforeAll(async () => {
  chain = await startPolkadotChain()
  // WsProvider's optional `ttl` is typed without exactOptionalPropertyTypes in mind; it is the provider ApiPromise takes.
  const provider = new WsProvider(chain.wsUrl) as unknown as NonNullable<ApiOptions['provider']>
  api = await ApiPromise.create({ provider, noInitWarn: true })
  keyring = new Keyring({ type: 'sr25519', ss58Format: chain.ss58Format })
}, 60_000)
afterAll(async () => {
  await api?.disconnect()
  await chain?.stop()
})

const free = async (address: string) => (await api.query.system.account(address)).data.free.toBigInt()

// A block executes the runtime's wasm: seconds on an idle machine, much longer on a loaded one; the tests wait on
// the block itself, and the timeout only ends a chain that stopped answering.
describe('startPolkadotChain', { timeout: 120_000 }, () => {
  it('reports the chain as a client sees it: CAIP id from the genesis hash, SS58 prefix, decimals and symbol', async () => {
    expect(chain.genesisHash).toBe(api.genesisHash.toHex())
    expect(chain.caipNetworkId).toBe(`polkadot:${api.genesisHash.toHex().slice(2, 34)}`)
    expect(chain.ss58Format).toBe(api.consts.system.ss58Prefix.toNumber())
    expect(chain.decimals).toBe(api.registry.chainDecimals[0])
    expect(chain.symbol).toBe(api.registry.chainTokens[0])
    for (const account of chain.accounts) expect(await free(account.address)).toBe(polkadotDevnetGrant)
  })

  it('includes a transfer signed by a test key: the receiver gains the amount, the sender pays it and a fee', async () => {
    const [from, to] = [chain.accounts[0], chain.accounts[1]]
    if (!from || !to) throw new Error('no test accounts')
    const [fromBefore, toBefore] = [await free(from.address), await free(to.address)]
    const amount = 12_345_000_000n
    // Submitted, then the receiver's balance waited on: the chain's own state says the block holds it, whatever
    // becomes of a status subscription on a loaded machine.
    const hash = await api.tx.balances
      .transferKeepAlive(to.address, amount)
      .signAndSend(keyring.addFromUri(from.uri))
    expect(hash.toHex()).toMatch(/^0x[0-9a-f]{64}$/)
    await expect.poll(() => free(to.address), { timeout: 115_000 }).toBe(toBefore + amount)
    const fee = fromBefore - amount - (await free(from.address))
    expect(fee).toBeGreaterThan(0n)
    expect(fee).toBeLessThan(amount)
  })

  it('refuses a transfer whose signature is not the sender key’s, and nothing moves', async () => {
    const [from, to, other] = [chain.accounts[2], chain.accounts[3], chain.accounts[4]]
    if (!from || !to || !other) throw new Error('no test accounts')
    const [fromBefore, toBefore] = [await free(from.address), await free(to.address)]
    const tx = api.tx.balances.transferKeepAlive(to.address, 1_000_000_000n)
    await tx.signAsync(keyring.addFromUri(from.uri))
    // The sender's signature replaced by another key's over the same payload: a forgery.
    const signed = tx.toU8a()
    const forged = keyring.addFromUri(other.uri).sign(signed.subarray(0, 32))
    const hex = u8aToHex(signed)
    const signature = u8aToHex(tx.signature.toU8a()).slice(2)
    const tampered = hex.replace(signature, u8aToHex(forged).slice(2))
    expect(tampered).not.toBe(hex)
    await expect(api.rpc.author.submitExtrinsic(tampered)).rejects.toThrow(/1010|bad ?proof|BadProof/i)
    expect(await free(from.address)).toBe(fromBefore)
    expect(await free(to.address)).toBe(toBefore)
  })

  it('funds an address and seals a block', async () => {
    const address = keyring.addFromUri('//latch-devnet-fresh').address
    expect(await free(address)).toBe(0n)
    await chain.fund(address, 7_000_000_000_000n)
    expect(await free(address)).toBe(7_000_000_000_000n)
  })
})
