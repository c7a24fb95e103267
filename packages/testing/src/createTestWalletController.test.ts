import { createServer } from 'node:net'
import { verifyMessage } from 'viem'
import { describe, expect, test } from 'vitest'
import { anvilAccounts } from './anvilAccounts.js'
import { createTestWalletController } from './createTestWalletController.js'

/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function setup() {
  const events: [string, unknown, string[] | null][] = []
  const rpcUrl = `http://127.0.0.1:${await closedPort()}`
  const wallet = createTestWalletController({
    accounts: [anvilAccounts[0].privateKey, anvilAccounts[1].privateKey],
    chains: [
      { id: 31337, rpcUrl },
      { id: 31338, rpcUrl },
    ],
    chainId: 31337,
    walletName: 'Unit Wallet',
    emit: async (event, payload, origins) => {
      events.push([event, payload, origins])
    },
  })
  const origin = 'http://127.0.0.1:3000'
  const call = (method: string, params?: unknown, from = origin) =>
    wallet.handle({ method, params, origin: from })
  return { wallet, events, call, origin }
}

describe('createTestWalletController', () => {
  test('authorizes per origin and tells only that origin', async () => {
    const { wallet, events, call, origin } = await setup()
    expect(await call('eth_accounts')).toEqual({ result: [] })
    expect(await call('eth_requestAccounts')).toEqual({ result: [anvilAccounts[0].address] })
    expect(await call('eth_accounts', [], 'http://localhost:3000')).toEqual({ result: [] })
    expect(events).toEqual([['accountsChanged', [anvilAccounts[0].address], [origin]]])
    await wallet.switchAccount(1)
    expect(await call('eth_accounts')).toEqual({ result: [anvilAccounts[1].address] })
    expect(events.at(-1)).toEqual(['accountsChanged', [anvilAccounts[1].address], [origin]])
    await expect(wallet.switchAccount(2)).rejects.toThrow('No account 2: the wallet has 2.')
  })

  test('modes: reject, error, delay, and * only for prompts', async () => {
    const { wallet, call } = await setup()
    wallet.setMode('*', 'reject')
    expect(await call('eth_requestAccounts')).toEqual({
      error: { code: 4001, message: 'User rejected the request.' },
    })
    expect(await call('eth_chainId')).toEqual({ result: '0x7a69' })
    wallet.setMode('eth_chainId', { error: { code: -32000, message: 'down', data: 'x' } })
    expect(await call('eth_chainId')).toEqual({ error: { code: -32000, message: 'down', data: 'x' } })
    wallet.setMode('eth_requestAccounts', { delay: 50, answer: 'approve' })
    const started = performance.now()
    expect(await call('eth_requestAccounts')).toEqual({ result: [anvilAccounts[0].address] })
    expect(performance.now() - started).toBeGreaterThanOrEqual(45)
    expect(wallet.requests.map((r) => r.outcome)).toEqual(['rejected', 'approved', 'error', 'approved'])
  })

  test('signs only for the authorized account', async () => {
    const { wallet, call } = await setup()
    expect((await call('personal_sign', ['0x01', wallet.address])) as unknown).toMatchObject({
      error: { code: 4100 },
    })
    await call('eth_requestAccounts')
    const reply = await call('personal_sign', ['0x6869', wallet.address])
    if (!('result' in reply)) throw new Error(reply.error.message)
    expect(
      await verifyMessage({
        address: wallet.address,
        message: 'hi',
        signature: reply.result as `0x${string}`,
      }),
    ).toBe(true)
    expect(await call('personal_sign', ['0x01', anvilAccounts[1].address])).toMatchObject({
      error: { code: 4100 },
    })
    expect(await call('personal_sign', [42, wallet.address])).toMatchObject({ error: { code: -32602 } })
  })

  test('chains: switch, refuse, forget, add', async () => {
    const { wallet, events, call } = await setup()
    expect(await call('wallet_switchEthereumChain', [{ chainId: '0x07a6a' }])).toMatchObject({
      error: { code: -32602 },
    })
    expect(await call('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({ result: null })
    expect(events).toEqual([['chainChanged', '0x7a6a', null]])
    expect(() => wallet.forgetChain(31338)).toThrow('current chain')
    await wallet.switchChain(31337)
    wallet.forgetChain(31338)
    expect(await call('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toMatchObject({
      error: { code: 4902 },
    })
    wallet.setRefuseChainSwitch(true)
    expect(await call('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({
      error: { code: 4200, message: 'Unit Wallet does not support wallet_switchEthereumChain.' },
    })
    wallet.setRefuseChainSwitch(false)
    expect(await call('wallet_addEthereumChain', [{ chainId: '0x7a6a', rpcUrls: [] }])).toMatchObject({
      error: { code: -32602 },
    })
    wallet.setMode('wallet_addEthereumChain', 'reject')
    expect(
      await call('wallet_addEthereumChain', [{ chainId: '0x7a6a', rpcUrls: ['http://x'] }]),
    ).toMatchObject({
      error: { code: 4001 },
    })
    expect(wallet.addedChains).toEqual([])
    wallet.setMode('wallet_addEthereumChain', 'approve')
    expect(await call('wallet_addEthereumChain', [{ chainId: '0x7a6a', rpcUrls: ['http://x'] }])).toEqual({
      result: null,
    })
    expect(wallet.chainId).toBe(31338)
    expect(wallet.chains.find((c) => c.id === 31338)?.rpcUrl).not.toBe('http://x')
    expect(wallet.addedChains).toEqual([{ chainId: '0x7a6a', rpcUrls: ['http://x'] }])
  })

  test('an unreachable RPC answers -32603 with the URL; unknown methods answer 4200', async () => {
    const { call, wallet } = await setup()
    const reply = await call('eth_blockNumber')
    expect(reply).toMatchObject({ error: { code: -32603 } })
    expect('error' in reply && reply.error.message).toContain(wallet.chains[0]?.rpcUrl)
    expect(await call('hardhat_mine')).toMatchObject({ error: { code: 4200 } })
    expect(await call('eth_subscribe', ['newHeads'])).toMatchObject({ error: { code: 4200 } })
  })
})
