import type { CaipNetwork, CaipNetworkId, LatchStorage, SIWXConfig, SIWXSession } from '@latch/core'
import { createPublicClient, getAddress, type Hex, http, verifyMessage } from 'viem'
import { buildSiwxMessage, type SiwxMessageOptions } from './buildSiwxMessage.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { assertSiwxAddress, findSiwxNamespace, isEip155Chain, isSameSiwxAccount } from './siwxNamespaces.js'

export type CreateLocalSiwxParameters = SiwxMessageOptions & {
  /** Where sessions are kept. Default localStorage. */
  storage?: LatchStorage
  /** Key of the stored sessions. Default 'latch.siwx.local'. */
  storageKey?: string
  /**
   * Networks whose RPC may be asked to verify contract wallets (ERC-1271). Without them only key (EOA)
   * signatures are accepted, and a contract account cannot sign in.
   */
  networks?: readonly CaipNetwork[]
  /** Sign-in is required: cancelling disconnects. Default false. */
  required?: boolean
  /** Forget the session when the wallet disconnects. Default false. */
  signOutOnDisconnect?: boolean
}

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * A one-click sign-in's text is the CAIP-122 rendering WalletConnect made of the CACAO (its statement carries
 * the session's ReCap): it must open with the session's domain and account and name its chain and nonce.
 */
function isCacaoText({ data, message }: SIWXSession): boolean {
  const lines = message.split('\n')
  const chain = data.chainId.split(':')[1]
  return (
    lines[0] === `${data.domain} wants you to sign in with your Ethereum account:` &&
    lines[1]?.toLowerCase() === data.accountAddress.toLowerCase() &&
    lines.includes(`URI: ${data.uri}`) &&
    lines.includes(`Chain ID: ${chain}`) &&
    lines.includes(`Nonce: ${data.nonce}`) &&
    lines.includes(`Issued At: ${data.issuedAt}`)
  )
}

/**
 * Whether the signature is the account's: on eip155 an EOA's (viem) or a contract wallet's on its chain (ERC-1271,
 * with `networks`); on another namespace as its adapter's verifier checks it (ed25519, BIP-322 or legacy, sr25519).
 */
async function isAccountSignature(session: SIWXSession, parameters: CreateLocalSiwxParameters) {
  const { data } = session
  if (!isEip155Chain(data.chainId)) {
    const verifier = await findSiwxNamespace(data.chainId, parameters.namespaces).loadVerifier()
    return (
      verifier.isAddress(data.accountAddress, data.chainId) &&
      verifier
        .verifyMessage({ ...session, chainId: data.chainId, address: data.accountAddress })
        .catch(() => false)
    )
  }
  const address = getAddress(data.accountAddress)
  const signature = session.signature as Hex
  try {
    if (await verifyMessage({ address, message: session.message, signature })) return true
  } catch {
    // Not an ECDSA signature: a contract wallet's format, checked on its chain below.
  }
  const network = parameters.networks?.find((n) => n.caipNetworkId === data.chainId)
  const rpcUrl = network?.rpcUrls.default.http[0]
  if (!rpcUrl) return false
  const client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000 }) })
  return client.verifyMessage({ address, message: session.message, signature }).catch(() => false)
}

/**
 * Sign-in kept in the browser: nonces are made here, sessions are stored in local storage and verified in
 * the page, every time they are read (the text is the EIP-4361 or CAIP-122 rendering of its fields, the domain
 * is this site, the time window holds, and the signature is the account's, on eip155 and on each of
 * `namespaces`). What it cannot check is the nonce's single use: the page that made it keeps no record a
 * visitor could not edit. Good for a site without a backend; a site that must trust the session on its server
 * uses `createServerSiwx`.
 *
 * @example
 * createLatch({ ..., siwx: createLocalSiwx({ statement: 'Sign in to Shop', namespaces: [solanaSiwx] }) })
 */
export function createLocalSiwx(parameters: CreateLocalSiwxParameters = {}): SIWXConfig {
  const key = parameters.storageKey ?? 'latch.siwx.local'
  const storage = () => parameters.storage ?? globalThis.localStorage

  const read = (): SIWXSession[] => {
    try {
      const parsed = JSON.parse(storage()?.getItem(key) ?? '[]') as unknown
      return Array.isArray(parsed) ? (parsed as SIWXSession[]) : []
    } catch {
      return []
    }
  }
  const write = (sessions: readonly SIWXSession[]) => storage()?.setItem(key, JSON.stringify(sessions))

  async function isValid(session: SIWXSession): Promise<boolean> {
    const { data } = session
    const now = Date.now()
    if (data.domain !== (parameters.domain ?? location.host)) return false
    if (data.expirationTime && Date.parse(data.expirationTime) <= now) return false
    if (data.notBefore && Date.parse(data.notBefore) > now) return false
    try {
      const text = session.cacao ? undefined : formatSiwxMessage(data, parameters.namespaces)
      if (!(session.cacao ? isCacaoText(session) : text === session.message)) return false
      return await isAccountSignature(session, parameters)
    } catch {
      // A namespace this configuration was not given, or fields that make no message.
      return false
    }
  }

  const sameAccount = (session: SIWXSession, chainId: CaipNetworkId, address: string) =>
    session.data.chainId === chainId && isSameSiwxAccount(chainId, session.data.accountAddress, address)

  return {
    async createMessage(input) {
      await assertSiwxAddress(input.chainId, input.accountAddress, parameters.namespaces)
      return buildSiwxMessage(input, randomNonce(), parameters)
    },
    async addSession(session) {
      if (!(await isValid(session))) throw new Error('The sign-in session is not valid.')
      write([
        ...read().filter((s) => !sameAccount(s, session.data.chainId, session.data.accountAddress)),
        session,
      ])
    },
    async revokeSession(chainId, address) {
      write(read().filter((s) => !sameAccount(s, chainId, address)))
    },
    async setSessions(sessions) {
      const valid = await Promise.all(sessions.map(isValid))
      if (valid.includes(false)) throw new Error('The sign-in session is not valid.')
      write(sessions)
    },
    async getSessions(chainId, address) {
      const mine = read().filter((s) => sameAccount(s, chainId, address))
      const valid = await Promise.all(mine.map(isValid))
      return mine.filter((_, i) => valid[i])
    },
    getRequired: () => parameters.required ?? false,
    signOutOnDisconnect: parameters.signOutOnDisconnect ?? false,
  }
}
