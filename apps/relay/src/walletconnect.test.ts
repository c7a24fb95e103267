import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { PROJECT_MISSING_REASON, UNKNOWN_PROJECT_REASON } from './handlers/admitConnection.js'
import { type StartRelayReturnType, startRelay } from './startRelay.js'
import {
  closeTestSignClient,
  connectDapp,
  createTestSignClient,
  keepVerifyOffline,
  requestedNamespaces,
  serveWallet,
  type TestSignClient,
  testProjectId,
} from './testClients.js'

// Real, unmodified WalletConnect clients (sign-client 2.25.0 on both sides, UniversalProvider on the
// dApp side) talking through the local relay only.

beforeAll(() => keepVerifyOffline())

const relays: StartRelayReturnType[] = []
const signClients: TestSignClient[] = []
const cleanups: (() => Promise<void>)[] = []
const directories: string[] = []

afterEach(async () => {
  // The clients used only methods this relay implements.
  for (const relay of relays) expect(relay.unknownMethods).toEqual([])
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
  await Promise.all(signClients.splice(0).map(closeTestSignClient))
  await Promise.all(relays.splice(0).map((relay) => relay.stop()))
  await Promise.all(directories.splice(0).map((path) => rm(path, { recursive: true, force: true })))
})

async function relay(options: Parameters<typeof startRelay>[0] = {}) {
  const started = await startRelay({ port: 0, ...options })
  relays.push(started)
  return started
}

async function signClient(relayUrl: string, name: string, projectId?: string | null) {
  const client = await createTestSignClient({
    relayUrl,
    name,
    ...(projectId === undefined ? {} : { projectId }),
  })
  signClients.push(client)
  return client
}

async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

function personalSign(dapp: TestSignClient, topic: string, message: string, address: Hex) {
  return dapp.request<Hex>({
    topic,
    chainId: 'eip155:1',
    request: { method: 'personal_sign', params: [stringToHex(message), address] },
  })
}

describe('sign-client to sign-client', () => {
  test('pairs through a URI, settles the session on both sides and answers personal_sign', async () => {
    const { url } = await relay()
    const dapp = await signClient(url, 'dapp')
    const wallet = await signClient(url, 'wallet')
    const account = privateKeyToAccount(generatePrivateKey())
    serveWallet(wallet, account)

    const { uri, approval } = await dapp.connect({ optionalNamespaces: requestedNamespaces })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair({ uri: uri as string })
    const session = await approval()

    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${account.address}`])
    expect(dapp.session.get(session.topic).acknowledged).toBe(true)
    await eventually(
      () => wallet.session.keys.includes(session.topic) && wallet.session.get(session.topic).acknowledged,
    )

    const signature = await personalSign(dapp, session.topic, 'Sign in to Latch', account.address)
    expect(await verifyMessage({ address: account.address, message: 'Sign in to Latch', signature })).toBe(
      true,
    )
  })

  test('a rejected proposal rejects the dApp approval', async () => {
    const { url } = await relay()
    const dapp = await signClient(url, 'dapp')
    const wallet = await signClient(url, 'wallet')
    wallet.on('session_proposal', ({ id }) => {
      void wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } })
    })

    const { uri, approval } = await dapp.connect({ optionalNamespaces: requestedNamespaces })
    await wallet.pair({ uri: uri as string })
    await expect(approval()).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
    expect(dapp.session.keys).toEqual([])
  })

  test('a session deleted by the wallet is deleted on the dApp', async () => {
    const { url } = await relay()
    const dapp = await signClient(url, 'dapp')
    const wallet = await signClient(url, 'wallet')
    serveWallet(wallet, privateKeyToAccount(generatePrivateKey()))
    const session = await connectDapp(dapp, wallet)
    await eventually(() => wallet.session.keys.includes(session.topic))

    const deleted = new Promise<string>((resolve) => dapp.on('session_delete', ({ topic }) => resolve(topic)))
    await wallet.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } })
    expect(await deleted).toBe(session.topic)
    expect(dapp.session.keys).not.toContain(session.topic)
  })

  test('a request sent while the wallet is offline is delivered when it reconnects', async () => {
    const r = await relay()
    const dapp = await signClient(r.url, 'dapp')
    const wallet = await signClient(r.url, 'wallet')
    const account = privateKeyToAccount(generatePrivateKey())
    serveWallet(wallet, account)
    const session = await connectDapp(dapp, wallet)
    await eventually(() => wallet.session.keys.includes(session.topic))

    await wallet.core.relayer.transportClose()
    let received = false
    wallet.on('session_request', () => {
      received = true
    })
    const stored = r.stats().published
    const signature = personalSign(dapp, session.topic, 'while you were away', account.address)
    await eventually(() => r.stats().published === stored + 1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(received).toBe(false)

    await wallet.core.relayer.transportOpen()
    expect(
      await verifyMessage({
        address: account.address,
        message: 'while you were away',
        signature: await signature,
      }),
    ).toBe(true)
    expect(received).toBe(true)
  })
})

test("with project ids checked, a listed project's clients pair and sign; a client with an unknown or no project id is refused with 3000 and the relay's reason", async () => {
  const r = await relay({ projects: { ids: [testProjectId] } })
  const dapp = await signClient(r.url, 'dapp')
  const wallet = await signClient(r.url, 'wallet')
  const account = privateKeyToAccount(generatePrivateKey())
  serveWallet(wallet, account)
  const session = await connectDapp(dapp, wallet)
  const signature = await personalSign(dapp, session.topic, 'a listed project', account.address)
  expect(await verifyMessage({ address: account.address, message: 'a listed project', signature })).toBe(true)

  for (const [projectId, reason] of [
    ['ffffffffffffffffffffffffffffffff', UNKNOWN_PROJECT_REASON],
    [null, PROJECT_MISSING_REASON],
  ] as const) {
    const stranger = await signClient(r.url, 'stranger', projectId)
    // What the client reports (and its app sees as a relayer error), as against WalletConnect's relay.
    const reported = new Promise<Error>((resolve) => stranger.core.relayer.once('relayer_error', resolve))
    // A client connects once it has a topic to follow (it keeps retrying until closed).
    stranger.core.relayer.subscribe('ab'.repeat(32)).catch(() => {})
    expect((await reported).message).toBe(
      `WebSocket connection closed abnormally with code: 3000 (${reason})`,
    )
    await closeTestSignClient(stranger)
  }
  expect(r.stats().unknownProjects).toBeGreaterThanOrEqual(2)
  expect(r.stats().connections).toBe(2)
})

test('UniversalProvider connects through a pairing URI and relays personal_sign', async () => {
  const { url } = await relay()
  const wallet = await signClient(url, 'wallet')
  const account = privateKeyToAccount(generatePrivateKey())
  serveWallet(wallet, account)

  const provider = await UniversalProvider.init({
    projectId: testProjectId,
    relayUrl: url,
    telemetryEnabled: false,
    customStoragePrefix: `provider-${Math.random().toString(16).slice(2)}`,
    storageOptions: { database: ':memory:' },
    logger: 'silent',
    disableProviderPing: true,
    metadata: { name: 'Latch provider test', description: 'dApp', url: 'http://127.0.0.1', icons: [] },
  })
  cleanups.push(async () => {
    if (provider.session) await provider.disconnect()
    await closeTestSignClient(provider.client)
  })
  provider.on('display_uri', (uri: string) => {
    void wallet.pair({ uri })
  })

  const session = await provider.connect({
    optionalNamespaces: {
      // rpcMap keeps reads away from the provider's public RPC.
      eip155: { ...requestedNamespaces.eip155, rpcMap: { 1: 'http://127.0.0.1:9' } },
    },
  })
  expect(session?.namespaces.eip155?.accounts).toEqual([`eip155:1:${account.address}`])

  const signature = await provider.request<Hex>(
    { method: 'personal_sign', params: [stringToHex('hello from the provider'), account.address] },
    'eip155:1',
  )
  expect(
    await verifyMessage({ address: account.address, message: 'hello from the provider', signature }),
  ).toBe(true)
})

test('a relay restart with the embedded store keeps sessions and undelivered requests', async () => {
  const directory = await mkdtemp(join(tmpdir(), 'latch-relay-'))
  directories.push(directory)
  const storage = { kind: 'embedded', dataDir: directory } as const

  const first = await relay({ storage })
  const dapp = await signClient(first.url, 'dapp')
  const wallet = await signClient(first.url, 'wallet')
  const account = privateKeyToAccount(generatePrivateKey())
  serveWallet(wallet, account)
  const session = await connectDapp(dapp, wallet)
  await eventually(() => wallet.session.keys.includes(session.topic))

  // Restart while both are connected: the clients reconnect on their own and re-subscribe.
  await first.stop()
  const second = await relay({ port: first.port, storage })
  await eventually(() => second.stats().connections === 2)
  const afterRestart = await personalSign(dapp, session.topic, 'after a restart', account.address)
  expect(
    await verifyMessage({ address: account.address, message: 'after a restart', signature: afterRestart }),
  ).toBe(true)

  // A request the relay holds for an offline wallet survives a restart in the store.
  await wallet.core.relayer.transportClose()
  const published = second.stats().published
  const held = personalSign(dapp, session.topic, 'held across a restart', account.address)
  await eventually(() => second.stats().published === published + 1)
  await second.stop()
  const third = await relay({ port: first.port, storage })
  expect(third.stats().messages).toBeGreaterThan(0)
  await wallet.core.relayer.transportOpen()
  expect(
    await verifyMessage({
      address: account.address,
      message: 'held across a restart',
      signature: await held,
    }),
  ).toBe(true)
  // Three starts of the embedded store (PGlite's WebAssembly) take seconds each on a loaded machine.
}, 90_000)
