import {
  type AdapterConnection,
  type CaipNetwork,
  getWalletConnectNamespaces,
  type SIWXMessage,
  type SIWXSession,
  UserRejectedRequestError,
} from '@latch/core'
import { toWalletError } from '../toWalletError.js'
import { authenticateParameters } from '../walletConnect/authenticateParameters.js'
import { cacaoSession } from '../walletConnect/cacaoSession.js'
import type { WalletConnectProvider } from '../walletConnect/initWalletConnectProvider.js'
import { walletConnectNamespaces } from '../walletConnect/walletConnectNamespaces.js'
import { type Eip155RuntimeContext, walletConnectLinkOf } from './eip155RuntimeContext.js'
import { checksum, parseChainId } from './walletProvider.js'

/** The session's eip155 account and chain, and the wallet's name; undefined without a session or an account. */
export async function sessionAccount(
  provider: WalletConnectProvider,
): Promise<AdapterConnection | undefined> {
  if (!provider.session) return undefined
  const accounts = checksum(await provider.request({ method: 'eth_accounts' }))
  if (accounts.length === 0) return undefined
  const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }))
  // The wallet's name only: its icon is a URL on the wallet's own servers, which the widget does not load.
  return { address: accounts[0] as string, chainId, wallet: { name: provider.session.peer.metadata.name } }
}

/**
 * Pairs a wallet over WalletConnect (or reuses the session there is): every configured eip155 network and the
 * namespaces the other adapters declared, with one-click sign-in when `siwx` is given. Each pairing URI goes to
 * `onDisplayUri` while the pairing is the latest.
 *
 * @example
 * const connection = await connectWalletConnect(runtime, { network, onDisplayUri: showQrCode, siwx: undefined })
 */
export async function connectWalletConnect(
  runtime: Eip155RuntimeContext,
  {
    network,
    onDisplayUri,
    siwx,
  }: {
    network: CaipNetwork | undefined
    onDisplayUri: ((uri: string) => void) | undefined
    siwx: SIWXMessage | undefined
  },
): Promise<AdapterConnection> {
  const provider = await walletConnectLinkOf(runtime).load()
  const existing = await sessionAccount(provider)
  if (existing) return existing
  const current = ++runtime.pairing.current
  const onUri = (uri: string) => {
    if (current === runtime.pairing.current) onDisplayUri?.(uri)
  }
  provider.on('display_uri', onUri)
  const { context } = runtime
  const optionalNamespaces = walletConnectNamespaces(
    context?.config.networks ?? [],
    network,
    context ? getWalletConnectNamespaces(context) : [],
  )
  let siwxSessions: SIWXSession[] | undefined
  try {
    if (siwx) {
      // One approval in the wallet: pairing and the CAIP-122 sign-in together. A wallet without authenticate
      // answers the proposal sent alongside, and the session comes without CACAOs.
      const { auths } = await provider.authenticate(
        authenticateParameters(siwx, optionalNamespaces.eip155.chains, optionalNamespaces),
      )
      siwxSessions = auths?.map((cacao) =>
        cacaoSession(cacao, provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })),
      )
    } else await provider.connect({ optionalNamespaces })
  } catch (error) {
    // A superseded pairing's outcome belongs to nobody: the newer pairing reports instead.
    if (current !== runtime.pairing.current) return new Promise<never>(() => {})
    // WalletConnect passes a wallet's refusal of authenticate on as its bare message.
    if (siwx && typeof error === 'string')
      throw new UserRejectedRequestError({ shortMessage: 'Signature declined', details: error })
    throw toWalletError(error)
  } finally {
    provider.removeListener('display_uri', onUri)
  }
  // The session covers every configured chain the wallet accepted; the one asked for becomes current.
  const wanted = network ? `eip155:${network.id}` : undefined
  if (wanted && provider.session?.namespaces.eip155?.chains?.includes(wanted))
    provider.setDefaultChain(wanted)
  const result = await sessionAccount(provider)
  if (!result) throw new UserRejectedRequestError({ details: 'The wallet returned no account.' })
  return siwxSessions?.length ? { ...result, siwxSessions } : result
}
