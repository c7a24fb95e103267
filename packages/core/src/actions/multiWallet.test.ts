import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch.js'
import { ConnectionNotAvailableError } from '../errors/connection.js'
import { createTestAdapter, createTestWallet, devnet, devnet2, type TestWallet } from '../test/testAdapter.js'
import type { Adapter, AdapterRuntime, Connector } from '../types.js'
import { createMemoryStorage } from '../utils/createMemoryStorage.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './getAccount.js'
import { getConnections } from './getConnections.js'
import { reconnect } from './reconnect.js'
import { signMessage } from './signMessage.js'
import { switchConnection } from './switchConnection.js'
import { watchEvents } from './watchEvents.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const carol = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const connector = (id: string, name: string): Connector => ({
  id,
  name,
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: id, name },
})
const first = connector('dev.latch.first', 'First Wallet')
const second = connector('dev.latch.second', 'Second Wallet')
const third = connector('dev.latch.third', 'Third Wallet')

/** One eip155 adapter over several in-memory wallets, each behind its own connector. */
function createWalletsAdapter(wallets: Record<string, TestWallet>): Adapter {
  return {
    namespace: 'eip155',
    async load(context) {
      const runtimes = Object.entries(wallets).map(
        ([id, wallet]) => [id, createTestAdapter(wallet).load(context)] as const,
      )
      const loaded = new Map(
        await Promise.all(runtimes.map(async ([id, runtime]) => [id, await runtime] as const)),
      )
      const [any] = loaded.values()
      // Each call goes to the wallet behind its connector, or holding its address (reads take no connector).
      const walletFor = (argument: { connector?: Connector; address?: string } | undefined) => {
        const id =
          argument?.connector?.id ??
          Object.keys(wallets).find((key) => wallets[key]?.accounts.includes(argument?.address ?? ''))
        return (id && loaded.get(id)) || (any as AdapterRuntime)
      }
      return new Proxy({} as AdapterRuntime, {
        get(_, key: keyof AdapterRuntime) {
          if (!any || typeof any[key] !== 'function') return undefined
          return (...args: unknown[]) => {
            const first = args[0] as { connector?: Connector; address?: string; id?: string } | undefined
            const runtime =
              key === 'watchProvider' ? walletFor({ connector: first as Connector }) : walletFor(first)
            return (runtime[key] as (...a: unknown[]) => unknown)(...args)
          }
        },
      })
    },
  }
}

/** The wallet no longer authorises the site (locked, or the site's permission revoked). */
function forget(wallets: Record<string, TestWallet>, id: string) {
  const wallet = wallets[id]
  if (wallet) wallet.authorized = false
}

function walletOf(account: string): TestWallet {
  return { ...createTestWallet(), accounts: [account] }
}

function setup({
  multiWallet = true,
  storage = createMemoryStorage(),
  wallets = { [first.id]: walletOf(alice), [second.id]: walletOf(bob), [third.id]: walletOf(carol) },
}: {
  multiWallet?: boolean
  storage?: ReturnType<typeof createMemoryStorage>
  wallets?: Record<string, TestWallet>
} = {}) {
  const latch = createLatch({
    projectId: 'test',
    networks: [devnet, devnet2],
    adapters: [createWalletsAdapter(wallets)],
    storage,
    features: { analytics: false, multiWallet },
  })
  latch.store.setState({ connectors: [first, second, third] })
  return { latch, storage, wallets: wallets as Record<string, TestWallet> & { [k: string]: TestWallet } }
}

const summary = (latch: ReturnType<typeof setup>['latch']) =>
  getConnections(latch).map((c) => `${c.active ? '*' : ''}${c.id}:${c.address}`)

describe('several wallets at once (features.multiWallet)', () => {
  it('connecting another wallet parks the active one, still connected and no longer followed', async () => {
    const { latch, wallets } = setup()
    await connect(latch, { connectorId: first.id })
    await connect(latch, { connectorId: second.id })
    expect(summary(latch)).toEqual([`*${second.id}:${bob}`, `${first.id}:${alice}`])
    expect(getAccount(latch).address).toBe(bob)
    const parked = latch.store.getState().inactiveConnections[0]
    expect(parked).toMatchObject({
      id: first.id,
      namespace: 'eip155',
      type: 'ANNOUNCED',
      name: 'First Wallet',
    })
    // Parked, not disconnected: the wallet was never asked to forget the site, and its events are no longer heard.
    expect(wallets[first.id]?.calls).not.toContain('wallet_revokePermissions')
    expect(wallets[first.id]?.emit.accountsChanged).toBeUndefined()
    // Connecting one that is already in the list makes it active, once.
    await connect(latch, { connectorId: first.id })
    expect(summary(latch)).toEqual([`*${first.id}:${alice}`, `${second.id}:${bob}`])
  })

  it('switches the active wallet silently: signatures come from the chosen one', async () => {
    const { latch, wallets } = setup()
    const events: string[] = []
    watchEvents(latch, { onEvent: (e) => events.push(e.event) })
    await connect(latch, { connectorId: first.id })
    await connect(latch, { connectorId: second.id })
    wallets[first.id]?.calls.splice(0)
    const { address } = await switchConnection(latch, { namespace: 'eip155', connectorId: first.id })
    expect(address).toBe(alice)
    // eth_accounts, no eth_requestAccounts: no prompt.
    expect(wallets[first.id]?.calls).toEqual(['eth_accounts'])
    expect(summary(latch)).toEqual([`*${first.id}:${alice}`, `${second.id}:${bob}`])
    expect(latch.store.getState().connectedWalletInfo?.name).toBe('First Wallet')
    await signMessage(latch, { message: 'hello' })
    expect(wallets[first.id]?.signed).toEqual(['hello'])
    expect(wallets[second.id]?.signed).toBeUndefined()
    expect(events).toContain('SWITCH_CONNECTION')
  })

  it('a wallet that no longer answers leaves the list, the active one stays, with a notice', async () => {
    const { latch, wallets } = setup()
    await connect(latch, { connectorId: first.id })
    await connect(latch, { connectorId: second.id })
    forget(wallets, first.id)
    const error = await switchConnection(latch, { connectorId: first.id }).catch((e) => e)
    expect(error).toBeInstanceOf(ConnectionNotAvailableError)
    expect(error.shortMessage).toBe('First Wallet is no longer connected')
    expect(summary(latch)).toEqual([`*${second.id}:${bob}`])
    expect(latch.store.getState().alerts.at(-1)).toMatchObject({
      variant: 'error',
      title: 'First Wallet is no longer connected',
    })
  })

  it('removing an inactive wallet disconnects it in the wallet and keeps the active one', async () => {
    const { latch, wallets } = setup()
    await connect(latch, { connectorId: first.id })
    await connect(latch, { connectorId: second.id })
    await disconnect(latch, { namespace: 'eip155', connectorId: first.id })
    expect(wallets[first.id]?.calls).toContain('wallet_revokePermissions')
    expect(wallets[second.id]?.calls).not.toContain('wallet_revokePermissions')
    expect(summary(latch)).toEqual([`*${second.id}:${bob}`])
  })

  it('removing the active wallet hands over to the one parked last, then to disconnected', async () => {
    const { latch, wallets } = setup()
    await connect(latch, { connectorId: first.id })
    await connect(latch, { connectorId: second.id })
    await connect(latch, { connectorId: third.id })
    const statuses: string[] = []
    latch.store.subscribe(
      (s) => s.status,
      (status) => statuses.push(status),
    )
    await disconnect(latch)
    expect(wallets[third.id]?.calls).toContain('wallet_revokePermissions')
    expect(summary(latch)).toEqual([`*${second.id}:${bob}`, `${first.id}:${alice}`])
    // The next takes over without passing through 'disconnected'.
    expect(statuses).toEqual([])
    await disconnect(latch)
    expect(summary(latch)).toEqual([`*${first.id}:${alice}`])
    await disconnect(latch)
    expect(latch.store.getState()).toMatchObject({
      status: 'disconnected',
      connections: [],
      inactiveConnections: [],
    })
  })

  it('the active wallet disconnecting itself hands over to the next', async () => {
    const { latch, wallets } = setup()
    await connect(latch, { connectorId: first.id })
    await connect(latch, { connectorId: second.id })
    wallets[second.id]?.emit.disconnect?.()
    await expect.poll(() => summary(latch)).toEqual([`*${first.id}:${alice}`])
    expect(latch.store.getState().status).toBe('connected')
  })

  it('a reload restores the active wallet first, then checks the others in the background', async () => {
    const storage = createMemoryStorage()
    const wallets = { [first.id]: walletOf(alice), [second.id]: walletOf(bob), [third.id]: walletOf(carol) }
    const before = setup({ storage, wallets }).latch
    await connect(before, { connectorId: first.id })
    await connect(before, { connectorId: second.id })
    await connect(before, { connectorId: third.id })
    await switchConnection(before, { connectorId: second.id })
    // The third wallet forgot the site meanwhile.
    forget(wallets, third.id)

    const after = setup({ storage, wallets }).latch
    expect(after.store.getState().inactiveConnections.map((c) => c.id)).toEqual([third.id, first.id])
    const { restored } = await reconnect(after)
    expect(restored).toEqual(['eip155'])
    expect(getAccount(after).address).toBe(bob)
    await expect.poll(() => summary(after)).toEqual([`*${second.id}:${bob}`, `${first.id}:${alice}`])
    await switchConnection(after, { connectorId: first.id })
    expect(getAccount(after).address).toBe(alice)
  })

  it('a reload whose active wallet no longer answers falls to another connected one', async () => {
    const storage = createMemoryStorage()
    const wallets = { [first.id]: walletOf(alice), [second.id]: walletOf(bob), [third.id]: walletOf(carol) }
    const before = setup({ storage, wallets }).latch
    await connect(before, { connectorId: first.id })
    await connect(before, { connectorId: second.id })
    forget(wallets, second.id)
    const after = setup({ storage, wallets }).latch
    expect(await reconnect(after)).toEqual({ restored: ['eip155'] })
    expect(summary(after)).toEqual([`*${first.id}:${alice}`])
  })

  it('off (the default): connecting another wallet replaces the connection, as before', async () => {
    const { latch } = setup({ multiWallet: false })
    expect(latch.config.features.multiWallet).toBe(false)
    await connect(latch, { connectorId: first.id })
    await connect(latch, { connectorId: second.id })
    expect(summary(latch)).toEqual([`*${second.id}:${bob}`])
    expect(latch.store.getState().inactiveConnections).toEqual([])
    await disconnect(latch)
    expect(latch.store.getState().status).toBe('disconnected')
  })
})
