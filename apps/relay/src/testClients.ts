import { randomBytes } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { type Hex, hexToString, isHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'

/**
 * Puts WalletConnect's Verify in its test mode, where it does not look attestations up on the public
 * Verify server (in Node the wallet side otherwise fetches one for every proposal and request).
 * Call before creating clients: each core reads it once, when it is built.
 */
export function keepVerifyOffline(): void {
  process.env.IS_VITEST = 'true'
}

/** A project id shaped like WalletConnect's (32 hex); a relay started without `projects` admits any. */
export const testProjectId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'

export type TestSignClient = Awaited<ReturnType<typeof SignClient.init>>

/**
 * A real WalletConnect sign-client kept offline: the local relay, no telemetry, in-memory storage
 * and a storage prefix of its own (clients sharing a prefix share one core and never settle).
 */
export async function createTestSignClient(parameters: {
  relayUrl: string
  name: string
  /** Default `testProjectId`; null: none, as a misconfigured client sends. */
  projectId?: string | null
  /** Reuse to resume a client's storage across a re-init; a fresh one by default. */
  storagePrefix?: string
  /**
   * A wallet holds each session request for 1 s after answering the previous one (its request queue);
   * true emits requests as they come.
   */
  disableRequestQueue?: boolean
}): Promise<TestSignClient> {
  const options: SignClientTypes.Options = {
    ...(parameters.projectId === null ? {} : { projectId: parameters.projectId ?? testProjectId }),
    relayUrl: parameters.relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: parameters.storagePrefix ?? `${parameters.name}-${randomBytes(6).toString('hex')}`,
    storageOptions: { database: ':memory:' },
    logger: 'silent',
    signConfig: { disableRequestQueue: parameters.disableRequestQueue ?? false },
    metadata: {
      name: parameters.name,
      description: `Latch relay test ${parameters.name}`,
      url: 'http://127.0.0.1',
      icons: [],
    },
  }
  return SignClient.init(options)
}

export const requestedNamespaces = {
  eip155: {
    chains: ['eip155:1'],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
  },
}

export function approvedNamespaces(account: PrivateKeyAccount): SessionTypes.Namespaces {
  return {
    eip155: {
      chains: ['eip155:1'],
      accounts: [`eip155:1:${account.address}`],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['chainChanged', 'accountsChanged'],
    },
  }
}

/** Wallet behaviour: approve every proposal for `account`, answer personal_sign with its signature. */
export function serveWallet(wallet: TestSignClient, account: PrivateKeyAccount): void {
  wallet.on('session_proposal', ({ id }) => {
    void wallet.approve({ id, namespaces: approvedNamespaces(account) })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const { method, params: requestParams } = params.request as { method: string; params: unknown[] }
    if (method !== 'personal_sign') {
      await wallet.respond({
        topic,
        response: { id, jsonrpc: '2.0', error: { code: 4200, message: `${method} is not supported` } },
      })
      return
    }
    const message = requestParams[0] as string
    const signature = await account.signMessage({
      message: isHex(message) ? { raw: message as Hex } : message,
    })
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } })
  })
}

/** dApp side: create a pairing URI, let the wallet pair, wait for the session on the dApp. */
export async function connectDapp(
  dapp: TestSignClient,
  wallet: TestSignClient,
): Promise<SessionTypes.Struct> {
  const { uri, approval } = await dapp.connect({ optionalNamespaces: requestedNamespaces })
  if (!uri) throw new Error('the dApp produced no pairing URI')
  await wallet.pair({ uri })
  return approval()
}

export function decodePersonalMessage(message: Hex): string {
  return hexToString(message)
}

/** Closes the client's socket and stops its timers, so a test leaves nothing running. */
export async function closeTestSignClient(client: TestSignClient): Promise<void> {
  await client.core.relayer.transportClose()
  client.core.heartbeat.stop()
}
