import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../createLatch.js'
import { ConnectorNotFoundError, UserRejectedRequestError } from '../errors/connection.js'
import {
  NetworkNotFoundError,
  SwitchChainNotSupportedError,
  SwitchNetworkFailedError,
} from '../errors/network.js'
import { SignMessageFailedError } from '../errors/sign.js'
import { createTestAdapter, createTestWallet, devnet, devnet2, testConnector } from '../test/testAdapter.js'
import { createMemoryStorage } from '../utils/createMemoryStorage.js'
import { mergeConnectors } from '../utils/mergeConnectors.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { fetchBalance } from './fetchBalance.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'
import { openModal } from './openModal.js'
import { reconnect } from './reconnect.js'
import { signMessage } from './signMessage.js'
import { switchNetwork } from './switchNetwork.js'
import { watchEvents } from './watchEvents.js'

function setup(wallet = createTestWallet(), storage = createMemoryStorage()) {
  const latch = createLatch({
    projectId: 'test',
    networks: [devnet, devnet2],
    adapters: [createTestAdapter(wallet)],
    storage,
    features: { analytics: false },
  })
  latch.store.setState({ connectors: [testConnector] })
  return { latch, wallet, storage }
}

describe('connect', () => {
  it('goes connecting → connected and stores the session', async () => {
    const { latch } = setup()
    const statuses: string[] = []
    latch.store.subscribe(
      (s) => s.status,
      (status) => statuses.push(status),
    )
    const result = await connect(latch, { connectorId: testConnector.id })
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(result.caipAddress).toBe('eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const state = latch.store.getState()
    expect(state.connectedNamespaces).toEqual(['eip155'])
    expect(state.activeConnectorIds).toEqual({ eip155: testConnector.id })
    expect(state.recentWallets[0]?.id).toBe('dev.latch.testwallet')
    expect(state.connectedWalletInfo?.name).toBe('Latch Test Wallet')
    expect(getAccount(latch).isConnected).toBe(true)
  })

  it("sets the connection's account type from the network: smartAccount for an address with code, else eoa", async () => {
    const { latch, wallet } = setup()
    await connect(latch, { connectorId: testConnector.id })
    await vi.waitFor(() => expect(latch.store.getState().connections[0]?.accountType).toBe('eoa'))
    await disconnect(latch)
    wallet.accountType = 'smartAccount'
    await connect(latch, { connectorId: testConnector.id })
    await vi.waitFor(() => expect(latch.store.getState().connections[0]?.accountType).toBe('smartAccount'))
  })

  it('on rejection (4001) falls back to disconnected with UserRejectedRequestError', async () => {
    const { latch, wallet } = setup()
    wallet.failConnectWith = 4001
    const events: string[] = []
    watchEvents(latch, { onEvent: (e) => events.push(e.event) })
    const error = await connect(latch, { connectorId: testConnector.id }).catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.shortMessage).toBe('Connection declined')
    expect(latch.store.getState().status).toBe('disconnected')
    expect(events).toEqual(['USER_REJECTED'])
  })

  it('on failure falls back to connected when another connection exists', async () => {
    const { latch, wallet } = setup()
    await connect(latch, { connectorId: testConnector.id })
    wallet.failConnectWith = -32603
    await expect(connect(latch, { connectorId: testConnector.id })).rejects.toThrow('Connection failed')
    expect(latch.store.getState().status).toBe('connected')
  })

  it('connects every namespace of a multi-chain wallet, the chosen one staying active', async () => {
    const solanaNetwork = {
      id: '5fKwQmBxy379hbnn7RgQwjCcLqkqayhm',
      name: 'Solana Local',
      chainNamespace: 'solana',
      caipNetworkId: 'solana:5fKwQmBxy379hbnn7RgQwjCcLqkqayhm',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
    } as const
    const solanaAddress = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
    const connectSolana = (fail: boolean) => async () => {
      if (fail) throw Object.assign(new Error('declined'), { code: 4001 })
      return { address: solanaAddress, chainId: solanaNetwork.id }
    }
    const make = (failSolana: boolean) => {
      const latch = createLatch({
        projectId: 'multi',
        networks: [devnet, solanaNetwork],
        adapters: [
          createTestAdapter(createTestWallet()),
          {
            ...createTestAdapter(createTestWallet(), { runtime: { connect: connectSolana(failSolana) } }),
            namespace: 'solana',
          },
        ],
        storage: createMemoryStorage(),
        features: { analytics: false },
      })
      const solanaConnector = {
        id: 'Test Wallet',
        name: testConnector.name,
        type: 'ANNOUNCED',
        chain: 'solana',
      } as const
      latch.store.setState({ connectors: mergeConnectors([testConnector, solanaConnector]) })
      return latch
    }
    const latch = make(false)
    expect(latch.store.getState().connectors).toHaveLength(1)
    await connect(latch, { connectorId: testConnector.id, namespace: 'eip155' })
    const state = latch.store.getState()
    expect(state.connections.map((c) => [c.namespace, c.caipNetworkId, c.address])).toEqual([
      ['eip155', 'eip155:31337', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
      ['solana', solanaNetwork.caipNetworkId, solanaAddress],
    ])
    expect(state.connectedNamespaces).toEqual(['eip155', 'solana'])
    expect(state.activeNamespace).toBe('eip155')
    expect(state.activeConnectorIds).toEqual({ eip155: testConnector.id, solana: 'Test Wallet' })

    // A declined second namespace leaves the first connected.
    const declined = make(true)
    await connect(declined, { connectorId: testConnector.id, namespace: 'eip155' })
    expect(declined.store.getState().connectedNamespaces).toEqual(['eip155'])
    expect(declined.store.getState().status).toBe('connected')
  })
  it('fails for an unknown connector', async () => {
    const { latch } = setup()
    await expect(connect(latch, { connectorId: 'nope' })).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })
})

describe('disconnect', () => {
  it('removes the connection and clears the session', async () => {
    const { latch, wallet } = setup()
    await connect(latch, { connectorId: testConnector.id })
    await disconnect(latch)
    const state = latch.store.getState()
    expect(state.status).toBe('disconnected')
    expect(state.connections).toEqual([])
    expect(state.connectedNamespaces).toEqual([])
    expect(state.recentWallets).toHaveLength(1)
    expect(wallet.calls).toContain('wallet_revokePermissions')
  })

  it('switches to another remaining connection', async () => {
    const { latch } = setup()
    await connect(latch, { connectorId: testConnector.id })
    latch.store.setState((s) => ({
      connections: [
        ...s.connections,
        { id: 'sol', namespace: 'solana', address: 'So1', caipNetworkId: 'solana:devnet', type: 'ANNOUNCED' },
      ],
      connectedNamespaces: ['eip155', 'solana'],
    }))
    await disconnect(latch, { namespace: 'eip155' })
    expect(latch.store.getState().status).toBe('connected')
    expect(latch.store.getState().activeNamespace).toBe('solana')
  })

  it('follows the wallet: no accounts left means disconnected', async () => {
    const { latch, wallet } = setup()
    await connect(latch, { connectorId: testConnector.id })
    wallet.emit.accountsChanged?.(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
    expect(getAccount(latch).address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    wallet.emit.accountsChanged?.([])
    expect(latch.store.getState().status).toBe('disconnected')
  })
})

describe('switchNetwork', () => {
  it('switches the wallet and the active network', async () => {
    const { latch, wallet } = setup()
    await connect(latch, { connectorId: testConnector.id })
    await switchNetwork(latch, { caipNetworkId: 'eip155:31338' })
    expect(wallet.chainId).toBe(31338)
    expect(getNetwork(latch)).toMatchObject({
      chainId: 31338,
      caipNetworkId: 'eip155:31338',
      isUnsupported: false,
    })
    expect(latch.store.getState().lastUsedChainId).toBe(31338)
  })
  it('fails for a network not in the config', async () => {
    const { latch } = setup()
    const error = await switchNetwork(latch, { caipNetworkId: 'eip155:1' }).catch((e) => e)
    expect(error).toBeInstanceOf(NetworkNotFoundError)
    expect(error.shortMessage).toBe('Network not found')
    expect(error.metaMessages).toEqual(['Chain eip155:1 is not configured.'])
  })
  it('passes the wallet error through', async () => {
    const { latch } = setup()
    await connect(latch, { connectorId: testConnector.id })
    const runtime = await latch.config.adapters[0]?.load({ config: latch.config })
    if (runtime)
      runtime.switchNetwork = async () =>
        Promise.reject(new SwitchChainNotSupportedError({ walletName: 'Test' }))
    await expect(switchNetwork(latch, { caipNetworkId: 'eip155:31338' })).rejects.toThrow(
      'Test does not support programmatic chain switching',
    )
  })
  it('names a failed switch by its own class, and a declined one as declined', async () => {
    const { latch, wallet } = setup()
    await connect(latch, { connectorId: testConnector.id })
    wallet.failSwitchWith = -32603
    const failed = await switchNetwork(latch, { caipNetworkId: 'eip155:31338' }).catch((e) => e)
    expect(failed).toBeInstanceOf(SwitchNetworkFailedError)
    expect(failed.shortMessage).toBe('Failed to switch network')
    wallet.failSwitchWith = 4001
    const declined = await switchNetwork(latch, { caipNetworkId: 'eip155:31338' }).catch((e) => e)
    expect(declined).toBeInstanceOf(UserRejectedRequestError)
    expect(latch.store.getState().activeCaipNetworkId).toBe('eip155:31337')
  })
  it('marks a chain that is not configured as unsupported and shows UnsupportedChain when open', async () => {
    const { latch, wallet } = setup()
    await connect(latch, { connectorId: testConnector.id })
    openModal(latch)
    wallet.emit.chainChanged?.(1)
    expect(getNetwork(latch)).toMatchObject({
      caipNetworkId: 'eip155:1',
      isUnsupported: true,
      caipNetwork: undefined,
    })
    expect(latch.store.getState().router.view).toBe('UnsupportedChain')
    wallet.emit.chainChanged?.(31338)
    expect(latch.store.getState().router.view).toBe('Account')
  })
})

describe('signMessage', () => {
  it('resolves with the signature, names a failure by its own class and a decline as declined', async () => {
    const { latch, wallet } = setup()
    await connect(latch, { connectorId: testConnector.id })
    expect(await signMessage(latch, { message: 'Hello' })).toMatch(/^0x[0-9a-f]{130}$/)
    wallet.failSignWith = -32603
    const failed = await signMessage(latch, { message: 'Hello' }).catch((e) => e)
    expect(failed).toBeInstanceOf(SignMessageFailedError)
    expect(failed.shortMessage).toBe('Failed to sign message')
    wallet.failSignWith = 4001
    expect(await signMessage(latch, { message: 'Hello' }).catch((e) => e)).toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})

describe('persistence and reconnect', () => {
  it('restores the session silently with eth_accounts', async () => {
    const storage = createMemoryStorage()
    const wallet = createTestWallet()
    const first = setup(wallet, storage).latch
    await connect(first, { connectorId: testConnector.id })
    await switchNetwork(first, { caipNetworkId: 'eip155:31338' })
    wallet.calls.length = 0

    const second = setup(wallet, storage).latch
    expect(second.store.getState().connectedNamespaces).toEqual(['eip155'])
    expect(second.store.getState().activeCaipNetworkId).toBe('eip155:31338')
    const statuses: string[] = []
    second.store.subscribe(
      (s) => s.status,
      (status) => statuses.push(status),
    )
    const restoring = reconnect(second)
    // While the wallet is asked, the stored account shows, not yet connected.
    expect(getAccount(second)).toMatchObject({
      status: 'reconnecting',
      address: wallet.accounts[0],
      caipAddress: `eip155:31338:${wallet.accounts[0]}`,
      isConnected: false,
    })
    const { restored } = await restoring
    expect(restored).toEqual(['eip155'])
    expect(statuses).toEqual(['reconnecting', 'connected'])
    expect(wallet.calls).toEqual(['eth_accounts'])
    expect(getAccount(second).address).toBe(wallet.accounts[0])
  })

  it('clears the session when the wallet no longer authorises the site', async () => {
    const storage = createMemoryStorage()
    const wallet = createTestWallet()
    await connect(setup(wallet, storage).latch, { connectorId: testConnector.id })
    wallet.authorized = false
    const second = setup(wallet, storage).latch
    await reconnect(second)
    expect(second.store.getState().status).toBe('disconnected')
    expect(getAccount(second).address).toBeUndefined()
    const stored = JSON.parse(storage.getItem('latch.store.test') ?? '{}').state
    expect(stored.connectedNamespaces).toEqual([])
    expect(stored.sessionAccount).toBeUndefined()
  })

  it('gives up after the injected wait when the connector never appears', async () => {
    const storage = createMemoryStorage()
    const wallet = createTestWallet()
    await connect(setup(wallet, storage).latch, { connectorId: testConnector.id })
    const second = setup(wallet, storage).latch
    second.store.setState({ connectors: [] })
    const started = Date.now()
    await reconnect(second)
    expect(Date.now() - started).toBeGreaterThanOrEqual(990)
    expect(second.store.getState().status).toBe('disconnected')
  })

  it('persists only the session part, versioned', async () => {
    const { latch, storage } = setup()
    await connect(latch, { connectorId: testConnector.id })
    openModal(latch)
    const stored = JSON.parse(storage.getItem('latch.store.test') ?? '{}')
    expect(stored.version).toBe(1)
    expect(Object.keys(stored.state).sort()).toEqual([
      'activeCaipNetworkId',
      'activeConnectorIds',
      'activeNamespace',
      'chosenAccounts',
      'connectedNamespaces',
      'connectedWalletInfo',
      'embeddedWallet',
      'inactiveConnections',
      'lastUsedChainId',
      'recentWallets',
      'sessionAccount',
    ])
    const { address, caipNetworkId } = latch.store.getState().connections[0] ?? {}
    expect(stored.state.sessionAccount).toBe(`${caipNetworkId}:${address}`)
  })

  it('migrates a version 0 state', () => {
    const storage = createMemoryStorage({
      'latch.store.test': JSON.stringify({
        version: 0,
        state: { chainId: 31338, connectorId: 'io.metamask', walletId: 'io.metamask' },
      }),
    })
    const { latch } = setup(createTestWallet(), storage)
    expect(latch.store.getState()).toMatchObject({
      activeCaipNetworkId: 'eip155:31338',
      activeConnectorIds: { eip155: 'io.metamask' },
      connectedNamespaces: ['eip155'],
      connectedWalletInfo: { id: 'io.metamask' },
    })
  })
})

describe('fetchBalance', () => {
  it('stores the native balance of the connected account', async () => {
    const { latch } = setup()
    await connect(latch, { connectorId: testConnector.id })
    const balance = await fetchBalance(latch)
    expect(balance).toMatchObject({ value: '1234567000000000000', decimals: 18, symbol: 'ETH' })
    expect(latch.store.getState().balance?.caipAddress).toBe(
      'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
  })
})
