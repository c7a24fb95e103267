import type { SignClientTypes } from '@walletconnect/types'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import { toProviderRpcErrorShape } from '../errors.js'
import { sdkErrors } from '../walletConnectNamespaces.js'
import { failureShape, toErrorResponse } from './walletConnectResponses.js'
import { activeAccount, chainReference, type WalletConnectWalletState } from './walletConnectState.js'
import type { WalletConnectTestWalletRequest } from './walletConnectTestWalletTypes.js'

/** What the wallet lets a one-click sign-in's session request (the rest of a ReCap is dropped). */
const authenticateMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_getCapabilities',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
]

/**
 * One-click sign-in (WalletConnect's authenticate, CAIP-122): the wallet signs the sign-in message with the
 * active account once for each requested chain it knows (the first requested first), and the session on
 * those chains comes with it: pairing and sign-in are one approval. A decline (`on('session_authenticate', 'reject')`)
 * answers USER_REJECTED.
 */
export async function answerSessionAuthenticate(
  state: WalletConnectWalletState,
  { id, topic, params }: SignClientTypes.EventArguments['session_authenticate'],
): Promise<void> {
  const { client, log } = state
  const entry: WalletConnectTestWalletRequest = {
    method: 'session_authenticate',
    params,
    origin: params.requester.metadata.url,
    topic,
    outcome: 'pending',
  }
  log.record(entry)
  const request = params.authPayload
  // As WalletKit's wallets do: the request narrowed to the chains the wallet knows (its ReCap names them),
  // and one CACAO per chain, so the session covers each.
  const known = request.chains.filter((chain) => state.chains.has(chainReference(state, chain)))
  try {
    await state.prompts.prompt('session_authenticate')
    if (known.length === 0) throw sdkErrors.UNSUPPORTED_CHAINS
  } catch (error) {
    const shape = toProviderRpcErrorShape(error)
    const reason = shape.code === 4001 ? sdkErrors.USER_REJECTED : shape
    await client.rejectSessionAuthenticate({ id, reason: toErrorResponse(reason) }).catch(() => {})
    return log.settle(entry, reason)
  }
  const payload = populateAuthPayload({ authPayload: request, chains: known, methods: authenticateMethods })
  const signed = await Promise.all(
    known.map(async (chain) => {
      const iss = `did:pkh:${chain}:${activeAccount(state).address}`
      // The message names the chain of `iss`: the one signed for.
      const message = client.formatAuthMessage({ request: payload, iss })
      const signature = await activeAccount(state).signMessage({ message })
      return { message, signature, cacao: buildAuthObject(payload, { t: 'eip191', s: signature }, iss) }
    }),
  )
  try {
    const { session } = await client.approveSessionAuthenticate({
      id,
      auths: signed.map(({ cacao }) => cacao),
    })
    const { message, signature } = signed[0] as (typeof signed)[number]
    entry.result = { topic: session?.topic, message, signature }
    log.settle(entry, 'approved')
  } catch (error) {
    log.settle(entry, failureShape(error))
  }
}
