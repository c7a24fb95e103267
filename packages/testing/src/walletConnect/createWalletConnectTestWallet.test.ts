import { randomBytes } from 'node:crypto'
import { type AnvilInstance, startAnvil } from '@latch/devnet'
import { type StartRelayReturnType, startRelay } from '@latch/relay'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { UniversalProvider } from '@walletconnect/universal-provider'
import {
  createPublicClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { anvilAccounts } from '../anvilAccounts.js'
import { InvalidParamsError } from '../errors.js'
import { singleChainNamespace, type WalletConnectNamespaceSide } from '../walletConnectNamespaces.js'
import {
  type CreateWalletConnectTestWalletParameters,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from './createWalletConnectTestWallet.js'

const projectId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'
const walletAccount = anvilAccounts[3]

let relay: StartRelayReturnType
let anvils: AnvilInstance[]
const cleanup: (() => Promise<void>)[] = []

type DappClient = Awaited<ReturnType<typeof SignClient.init>>

beforeAll(async () => {
  ;[relay, ...anvils] = await Promise.all([
    startRelay({ port: 0 }),
    startAnvil({ chainId: 31337, port: 0, host: '127.0.0.1' }),
    startAnvil({ chainId: 31338, port: 0, host: '127.0.0.1' }),
  ])
})

afterEach(async () => {
  vi.unstubAllEnvs()
  await Promise.all(cleanup.splice(0).map((close) => close()))
})

afterAll(async () => {
  // Every call the real clients made is one the local relay implements.
  expect(relay.unknownMethods).toEqual([])
  await relay.stop()
  await Promise.all(anvils.map((anvil) => anvil.stop()))
})

const chains = () => anvils.map((anvil) => ({ id: anvil.chainId, rpcUrl: anvil.rpcUrl }))

/** A real dApp-side sign-client on the local relay, offline, with storage of its own. */
async function createDapp(): Promise<DappClient> {
  const dapp = await SignClient.init({
    projectId,
    relayUrl: relay.url,
    telemetryEnabled: false,
    customStoragePrefix: `dapp-${randomBytes(6).toString('hex')}`,
    storageOptions: { database: ':memory:' },
    logger: 'silent',
    metadata: { name: 'Test dApp', description: 'A dApp', url: 'http://127.0.0.1:5173', icons: [] },
  })
  cleanup.push(async () => {
    await dapp.core.relayer.transportClose().catch(() => {})
    dapp.core.heartbeat.stop()
  })
  return dapp
}

async function createWallet(
  options: Partial<CreateWalletConnectTestWalletParameters> = {},
): Promise<WalletConnectTestWallet> {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    projectId,
    privateKey: walletAccount.privateKey,
    chains: chains(),
    ...options,
  })
  cleanup.push(() => wallet.close())
  return wallet
}

const requested = {
  eip155: {
    chains: ['eip155:31337', 'eip155:31338', 'eip155:1'],
    methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'eth_getBalance'],
    events: ['chainChanged', 'accountsChanged'],
  },
}

/** dApp and wallet with a settled session; `pairMs` is pairing → the dApp holding the session. */
async function connect(wallet?: WalletConnectTestWallet, dapp?: DappClient) {
  dapp ??= await createDapp()
  wallet ??= await createWallet()
  const { uri, approval } = await dapp.connect({ optionalNamespaces: requested })
  if (!uri) throw new Error('the dApp produced no URI')
  const started = performance.now()
  const [proposal, session] = await Promise.all([wallet.pair(uri), approval()])
  const pairMs = performance.now() - started
  const request = (method: string, params: unknown[], chainId = 'eip155:31337') =>
    dapp.request<unknown>({ topic: session.topic, chainId, request: { method, params } })
  return { dapp, wallet, session, proposal, pairMs, request, uri }
}

function nextEvent<E extends 'session_event' | 'session_delete' | 'session_update'>(
  dapp: DappClient,
  event: E,
): Promise<SignClientTypes.EventArguments[E]> {
  return new Promise((resolve) => dapp.once(event, resolve))
}

describe('createWalletConnectTestWallet', () => {
  test('pairs from the URI and approves: the dApp gets a session with every known chain', async () => {
    // The wallet keeps Verify offline by itself: WalletConnect's test-mode switch is not needed (another file
    // of this worker may have set it for its own clients).
    vi.stubEnv('IS_VITEST', undefined)
    const { session, wallet, proposal, pairMs, uri } = await connect()
    const address = walletAccount.address
    expect(session.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${address}`,
      `eip155:31338:${address}`,
    ])
    expect(session.namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    // The read the dApp asked for is offered: the wallet forwards it to the chain.
    expect(session.namespaces.eip155?.methods).toContain('eth_getBalance')
    expect(session.peer.metadata.name).toBe('Latch Test Wallet')
    expect(proposal).toMatchObject({
      method: 'session_proposal',
      outcome: 'approved',
      origin: 'http://127.0.0.1:5173',
      result: { topic: session.topic },
    })
    expect(wallet.sessions.map((s) => s.topic)).toEqual([session.topic])
    // A used URI fails at once instead of waiting for a proposal that never comes.
    await expect(wallet.pair(uri)).rejects.toThrow('Pairing already exists')
    await expect(wallet.pair('https://example.com')).rejects.toThrow('Not a WalletConnect v2 pairing URI')
    console.info(`pair → session: ${pairMs.toFixed(0)} ms`)
  })

  test('rejects a proposal: the dApp approval fails with USER_REJECTED', async () => {
    const dapp = await createDapp()
    const wallet = await createWallet()
    wallet.on('session_proposal', 'reject')
    const { uri, approval } = await dapp.connect({ optionalNamespaces: requested })
    const rejected = expect(approval()).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
    const proposal = await wallet.pair(uri as string)
    await rejected
    expect(proposal).toMatchObject({ outcome: 'rejected', error: { code: 5000 } })
    expect(wallet.sessions).toEqual([])
  })

  test('one-click sign-in (session_authenticate): one approval pairs and signs a CACAO that viem verifies', async () => {
    const dapp = await createDapp()
    const wallet = await createWallet()
    const { uri, response } = await dapp.authenticate({
      chains: ['eip155:31338', 'eip155:31337'],
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      nonce: 'k2j3h4g5f6d7s8a9',
      statement: 'Sign in to Test dApp',
      methods: ['personal_sign'],
    })
    const answered = await wallet.pair(uri)
    const result = await response()
    expect(answered).toMatchObject({ method: 'session_authenticate', outcome: 'approved' })
    const cacao = result.auths?.[0]
    expect(cacao?.p).toMatchObject({
      iss: `did:pkh:eip155:31338:${walletAccount.address}`,
      domain: '127.0.0.1:5173',
      nonce: 'k2j3h4g5f6d7s8a9',
      statement: expect.stringContaining('Sign in to Test dApp'),
    })
    // The dApp rebuilds the signed message from the CACAO, and the account's signature verifies over it.
    const message = dapp.formatAuthMessage({ request: cacao?.p as never, iss: cacao?.p.iss as string })
    expect(message).toContain('Chain ID: 31338')
    expect(
      await verifyMessage({ address: walletAccount.address, message, signature: cacao?.s.s as Hex }),
    ).toBe(true)
    // Pairing and sign-in were one approval: the session exists, with the account.
    expect(result.session?.namespaces.eip155?.accounts).toContain(`eip155:31338:${walletAccount.address}`)
    expect(wallet.requests.map((r) => r.method)).toEqual(['session_authenticate'])
  })

  test('a declined one-click sign-in gives the dApp USER_REJECTED and no session', async () => {
    const dapp = await createDapp()
    const wallet = await createWallet()
    wallet.on('session_authenticate', 'reject')
    const { uri, response } = await dapp.authenticate({
      chains: ['eip155:31337'],
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      nonce: 'q1w2e3r4t5y6u7i8',
    })
    // The SDK rejects the dApp's promise with the reason's message.
    const rejected = expect(response()).rejects.toBe('User rejected.')
    const answered = await wallet.pair(uri)
    await rejected
    expect(answered).toMatchObject({ outcome: 'rejected', error: { code: 5000 } })
    expect(wallet.sessions).toEqual([])
  })

  test('personal_sign and eth_signTypedData_v4 are signed by the account and verify', async () => {
    const { request, wallet } = await connect()
    const address = walletAccount.address
    const signature = (await request('personal_sign', [stringToHex('Sign in to Latch'), address])) as Hex
    expect(await verifyMessage({ address, message: 'Sign in to Latch', signature })).toBe(true)

    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: 31338 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const
    const typed = (await request(
      'eth_signTypedData_v4',
      [address, JSON.stringify(typedData)],
      'eip155:31338',
    )) as Hex
    const { domain, message, primaryType } = typedData
    const types = { Mail: typedData.types.Mail }
    expect(await verifyTypedData({ address, domain, types, primaryType, message, signature: typed })).toBe(
      true,
    )
    // Typed data for another chain than the request's is refused, as wallets do.
    await expect(request('eth_signTypedData_v4', [address, JSON.stringify(typedData)])).rejects.toMatchObject(
      {
        code: -32602,
      },
    )
    await expect(request('personal_sign', ['0x01', anvilAccounts[0].address])).rejects.toMatchObject({
      code: 4100,
    })
    expect(wallet.requests.map((r) => [r.method, r.outcome])).toEqual([
      ['session_proposal', 'approved'],
      ['personal_sign', 'approved'],
      ['eth_signTypedData_v4', 'approved'],
      ['eth_signTypedData_v4', 'error'],
      ['personal_sign', 'error'],
    ])
  })

  test('eth_sendTransaction is signed and mined on the request chain; reads go to its RPC', async () => {
    const { request } = await connect()
    const anvil = anvils[1] as AnvilInstance
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const to = anvilAccounts[9].address
    const before = await client.getBalance({ address: to })
    const hash = (await request(
      'eth_sendTransaction',
      [{ from: walletAccount.address, to, value: numberToHex(parseEther('1.5')) }],
      'eip155:31338',
    )) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(before + parseEther('1.5'))
    // Read through the session, answered by the same chain's node.
    expect(await request('eth_getBalance', [to, 'latest'], 'eip155:31338')).toBe(
      numberToHex(before + parseEther('1.5')),
    )
    // The other chain did not see the transaction.
    const other = createPublicClient({ transport: http((anvils[0] as AnvilInstance).rpcUrl) })
    expect(await other.getBalance({ address: to })).toBe(before)
  })

  test('wallet_switchEthereumChain and the wallet side: chainChanged, accountsChanged, 4902', async () => {
    const { dapp, request, wallet, session } = await connect(
      await createWallet({ accounts: [walletAccount.privateKey, anvilAccounts[4].privateKey] }),
    )
    let event = nextEvent(dapp, 'session_event')
    expect(await request('wallet_switchEthereumChain', [{ chainId: numberToHex(31338) }])).toBeNull()
    expect((await event).params).toEqual({
      event: { name: 'chainChanged', data: 31338 },
      chainId: 'eip155:31338',
    })
    expect(wallet.chainId).toBe(31338)
    await expect(request('wallet_switchEthereumChain', [{ chainId: numberToHex(10) }])).rejects.toMatchObject(
      {
        code: 4902,
      },
    )

    event = nextEvent(dapp, 'session_event')
    await wallet.switchChain(31337)
    expect((await event).params.event).toEqual({ name: 'chainChanged', data: 31337 })

    const updated = nextEvent(dapp, 'session_update')
    event = nextEvent(dapp, 'session_event')
    await wallet.switchAccount(1)
    const address = anvilAccounts[4].address
    expect((await updated).params.namespaces.eip155?.accounts).toContain(`eip155:31337:${address}`)
    expect((await event).params.event).toEqual({ name: 'accountsChanged', data: [address] })
    expect(dapp.session.get(session.topic).namespaces.eip155?.accounts).toContain(`eip155:31338:${address}`)

    // A chain the dApp adds joins the session, and the wallet switches to it.
    const added = nextEvent(dapp, 'session_update')
    event = nextEvent(dapp, 'session_event')
    const chain = {
      chainId: numberToHex(31339),
      chainName: 'Local 3',
      rpcUrls: [(anvils[0] as AnvilInstance).rpcUrl],
    }
    expect(await request('wallet_addEthereumChain', [chain])).toBeNull()
    expect((await added).params.namespaces.eip155?.chains).toEqual([
      'eip155:31337',
      'eip155:31338',
      'eip155:31339',
    ])
    expect((await event).params).toEqual({
      event: { name: 'chainChanged', data: 31339 },
      chainId: 'eip155:31339',
    })
    expect(wallet.addedChains).toEqual([chain])
    expect(wallet.chainId).toBe(31339)
  })

  test('modes on requests: delay, reject (4001), any error', async () => {
    const { request, wallet } = await connect()
    const message = stringToHex('hi')
    wallet.on('personal_sign', { delay: 400 })
    const pending = wallet.waitForRequest('personal_sign', { pending: true })
    const started = performance.now()
    const signed = request('personal_sign', [message, walletAccount.address])
    expect(await pending).toMatchObject({ outcome: 'pending', chainId: 'eip155:31337' })
    await signed
    expect(performance.now() - started).toBeGreaterThanOrEqual(390)

    wallet.on('personal_sign', 'reject')
    const answered = wallet.waitForRequest('personal_sign')
    await expect(request('personal_sign', [message, walletAccount.address])).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await answered).toMatchObject({ outcome: 'rejected', error: { code: 4001 } })

    wallet.on('*', { delay: 50, answer: { error: { code: -32000, message: 'Wallet busy' } } })
    await expect(
      request('eth_sendTransaction', [{ to: anvilAccounts[9].address, value: '0x1' }]),
    ).rejects.toMatchObject({ code: -32000, message: 'Wallet busy' })
  })

  test('disconnect ends the session on both sides', async () => {
    const { dapp, wallet, session } = await connect()
    const deleted = nextEvent(dapp, 'session_delete')
    await wallet.disconnect()
    expect((await deleted).topic).toBe(session.topic)
    expect(wallet.sessions).toEqual([])
    expect(dapp.session.keys).not.toContain(session.topic)
  })

  test('a dApp in a browser sends Verify attestations: the wallet answers without looking them up', async () => {
    const dapp = await createDapp()
    // What Verify's iframe gives a dApp page: a JWT naming the message; checking it needs Verify's public key.
    dapp.core.verify.register = async ({ id }) =>
      [{ alg: 'ES256', typ: 'JWT' }, { id, origin: 'http://127.0.0.1:5173', isVerified: true, exp: 4e9 }, 'x']
        .map((part) =>
          Buffer.from(typeof part === 'string' ? part : JSON.stringify(part)).toString('base64url'),
        )
        .join('.')
    const { request, wallet } = await connect(undefined, dapp)
    const signature = (await request('personal_sign', [stringToHex('hi'), walletAccount.address])) as Hex
    expect(await verifyMessage({ address: walletAccount.address, message: 'hi', signature })).toBe(true)
    expect(wallet.requests.map((r) => r.outcome)).toEqual(['approved', 'approved'])
  }, 8_000)

  test('UniversalProvider: connects, follows the wallet chain, sends on it, sees the disconnect', async () => {
    const wallet = await createWallet()
    const provider = await UniversalProvider.init({
      projectId,
      relayUrl: relay.url,
      telemetryEnabled: false,
      customStoragePrefix: `provider-${randomBytes(6).toString('hex')}`,
      storageOptions: { database: ':memory:' },
      logger: 'silent',
      disableProviderPing: true,
      metadata: { name: 'Provider dApp', description: 'A dApp', url: 'http://127.0.0.1:5174', icons: [] },
    })
    cleanup.push(async () => {
      await provider.client.core.relayer.transportClose().catch(() => {})
      provider.client.core.heartbeat.stop()
    })
    provider.on('display_uri', (uri: string) => void wallet.pair(uri))
    const rpcMap = Object.fromEntries(anvils.map((anvil) => [anvil.chainId, anvil.rpcUrl]))
    const session = await provider.connect({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          methods: ['eth_sendTransaction'],
          events: [],
          rpcMap,
        },
      },
    })
    expect(session?.namespaces.eip155?.accounts).toContain(`eip155:31338:${walletAccount.address}`)

    const changed = new Promise((resolve) => provider.once('chainChanged', resolve))
    await wallet.switchChain(31338)
    expect(Number(await changed)).toBe(31338)
    expect(await provider.request({ method: 'eth_chainId' })).toBe(31338)

    const to = anvilAccounts[8].address
    const client = createPublicClient({ transport: http((anvils[1] as AnvilInstance).rpcUrl) })
    const before = await client.getBalance({ address: to })
    const hash = await provider.request<Hex>({
      method: 'eth_sendTransaction',
      params: [{ from: walletAccount.address, to, value: '0x2a' }],
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(before + 42n)
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'eth_sendTransaction', chainId: 'eip155:31338' })

    const disconnected = new Promise((resolve) => provider.once('session_delete', resolve))
    await wallet.disconnect()
    await disconnected
    expect(provider.session).toBeUndefined()
  })

  test('two wallets in one process keep their own state', async () => {
    const a = await connect()
    const b = await connect(
      await createWallet({ privateKey: anvilAccounts[5].privateKey, chains: chains().slice(1) }),
    )
    expect(a.session.namespaces.eip155?.accounts).toEqual([
      `eip155:31337:${walletAccount.address}`,
      `eip155:31338:${walletAccount.address}`,
    ])
    expect(b.session.namespaces.eip155?.accounts).toEqual([`eip155:31338:${anvilAccounts[5].address}`])
    expect(a.wallet.sessions.map((s: SessionTypes.Struct) => s.topic)).toEqual([a.session.topic])
    expect(b.wallet.sessions.map((s: SessionTypes.Struct) => s.topic)).toEqual([b.session.topic])
  })
})

// The seam between the WalletConnect test wallet and the namespace test packages: a side given in `sides` is
// approved in proposals that ask for its chain, answers the session's requests on it, and its signing methods
// follow the wallet's prompt modes.
const cosmos = 'cosmos:cosmoshub-4'

/** A side on one chain of another namespace that signs by echoing, and records that it was closed. */
function echoSide(closed: string[]): WalletConnectNamespaceSide {
  const address = 'cosmos1latchtestwallet'
  return {
    namespace: 'cosmos',
    address,
    prompts: new Set(['cosmos_signDirect']),
    approve: (proposal) =>
      singleChainNamespace(proposal, {
        caipNetworkId: cosmos,
        address,
        methods: ['cosmos_getAccounts', 'cosmos_signDirect'],
        events: [],
      }),
    async answer(method, params, caipChainId, prompt) {
      if (!(params as { body?: string }).body) throw new InvalidParamsError('body is missing.')
      if (method === 'cosmos_signDirect') await prompt()
      return { method, params, caipChainId }
    },
    close: async () => {
      closed.push('cosmos')
    },
  }
}

/** A dApp that asks for eip155 and the side's chain, and a wallet with `sides`, in a settled session. */
async function connectWithSides(sides: WalletConnectNamespaceSide[]) {
  const dapp = await createDapp()
  const wallet = await createWallet({ chains: chains().slice(0, 1), sides })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
      cosmos: { chains: [cosmos], methods: ['cosmos_signDirect'], events: [] },
    },
  })
  if (!uri) throw new Error('the dApp produced no URI')
  const [, session] = await Promise.all([wallet.pair(uri), approval()])
  const request = (method: string, chainId: string, params: unknown = { body: 'AQ==' }) =>
    dapp.request<unknown>({ topic: session.topic, chainId, request: { method, params } })
  return { wallet, session, request }
}

describe('createWalletConnectTestWallet with sides', () => {
  test('a side is approved for its chain, answers its requests, follows the prompt modes and closes with the wallet', async () => {
    const closed: string[] = []
    const { wallet, session, request } = await connectWithSides([echoSide(closed)])
    expect(session.namespaces.cosmos?.accounts).toEqual([`${cosmos}:cosmos1latchtestwallet`])
    expect(wallet.addressOn('cosmos')).toBe('cosmos1latchtestwallet')
    expect(wallet.addressOn('solana')).toBeUndefined()

    await expect(request('cosmos_signDirect', cosmos)).resolves.toEqual({
      method: 'cosmos_signDirect',
      params: { body: 'AQ==' },
      caipChainId: cosmos,
    })
    // The side's signing method is a prompt: '*' declines it, as it declines the eip155 ones, and a request the
    // side refuses before its prompt opens is refused for that reason, not declined.
    wallet.on('*', 'reject')
    await expect(request('cosmos_signDirect', cosmos)).rejects.toMatchObject({ code: 4001 })
    wallet.on('cosmos_signDirect', 'reject')
    await expect(request('cosmos_signDirect', cosmos, {})).rejects.toMatchObject({ code: -32602 })
    expect(wallet.requests.map((r) => [r.method, r.outcome])).toEqual([
      ['session_proposal', 'approved'],
      ['cosmos_signDirect', 'approved'],
      ['cosmos_signDirect', 'rejected'],
      ['cosmos_signDirect', 'error'],
    ])
    await wallet.close()
    expect(closed).toEqual(['cosmos'])
  })

  test('without a side for the namespace, a proposal that asks for it optionally gets eip155 only', async () => {
    const { wallet, session } = await connectWithSides([])
    expect(Object.keys(session.namespaces)).toEqual(['eip155'])
    expect(wallet.addressOn('cosmos')).toBeUndefined()
  })

  test('takes one side per namespace, and none for eip155', async () => {
    const parameters = { relayUrl: relay.url, projectId, chains: chains() }
    await expect(
      createWalletConnectTestWallet({ ...parameters, sides: [echoSide([]), echoSide([])] }),
    ).rejects.toThrow('A test wallet takes one account per namespace; cosmos is given twice.')
    await expect(
      createWalletConnectTestWallet({ ...parameters, sides: [{ ...echoSide([]), namespace: 'eip155' }] }),
    ).rejects.toThrow("The wallet's eip155 accounts are its own")
  })
})
