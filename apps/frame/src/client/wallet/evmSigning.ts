import type { Hex, LocalAccount, TypedDataDefinition } from 'viem'
import { describeRequest } from '../describeRequest.js'
import { toFrameSmartAccount } from '../smartAccount.js'
import { activeAccount } from './accounts.js'
import { publicClient } from './chains.js'
import { eip155Signer } from './eip155Signer.js'
import { readyKey, withApprovedKey } from './keyShares.js'
import type { WalletContext } from './walletContext.js'

type RpcCall = { method: string; params: unknown }
type MessageSigner = Pick<LocalAccount, 'signMessage' | 'signTypedData'>

/**
 * A message or typed data signed by the active account once the visitor approves: the plain key, or, where the
 * smart account is active, the smart account (its owner's signature, which its ERC-1271 accepts, wrapped as
 * ERC-6492 with the call that would deploy it while it has no code), so a verifier checks it against the address
 * it sees.
 */
async function withApprovedSigner(
  context: WalletContext,
  { method, params }: RpcCall,
  sign: (account: MessageSigner) => Promise<Hex>,
): Promise<Hex> {
  const { address: owner } = await readyKey(context)
  const active = await activeAccount(context, owner)
  const smart = active.type === 'smartAccount' ? active.smart : undefined
  if (!smart) return withApprovedKey(context, eip155Signer, describeRequest(method, params), sign)
  const description = { ...describeRequest(method, params), smartAccount: smart.address }
  return withApprovedKey(context, eip155Signer, description, async (owner) =>
    sign(
      await toFrameSmartAccount({
        client: publicClient(context.api, context.state.chainId()),
        owner,
        contracts: smart.contracts,
      }),
    ),
  )
}

/** `personal_sign`: the message (hex), signed as the active account. */
export async function personalSign(context: WalletContext, call: RpcCall): Promise<Hex> {
  const [message] = Array.isArray(call.params) ? call.params : []
  return withApprovedSigner(context, call, (account) =>
    account.signMessage({ message: { raw: String(message) as Hex } }),
  )
}

/** `eth_signTypedData_v4`: the typed data (JSON or an object), signed as the active account. */
export async function signTypedData(context: WalletContext, call: RpcCall): Promise<Hex> {
  const raw = Array.isArray(call.params) ? call.params[1] : undefined
  const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition & {
    types: Record<string, unknown>
  }
  const { EIP712Domain: _domain, ...types } = data.types
  return withApprovedSigner(context, call, (account) =>
    account.signTypedData({ ...data, types } as TypedDataDefinition),
  )
}
