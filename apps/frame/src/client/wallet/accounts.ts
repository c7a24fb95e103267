import type { FrameUser } from '@latch/frame-protocol'
import type { Address } from 'viem'
import { deriveSmartAccount, type SmartAccountInfo } from '../smartAccount.js'
import { publicClient } from './chains.js'
import type { SmartAccountNetwork } from './smartAccountNetworks.js'
import { solanaAddress } from './solanaSigner.js'
import type { WalletContext } from './walletContext.js'

/** The key's smart account on a network with a bundler: where it is, whether deployed, and its network. */
export type SmartAccount = SmartAccountInfo & SmartAccountNetwork

/** The key's smart account on the current network (or on `chainId`), when the network has a bundler. */
export async function smartAccountOf(
  context: WalletContext,
  owner: Address,
  chainId = context.state.chainId(),
): Promise<SmartAccount | undefined> {
  const network = (await context.smartAccountNetworks()).find((n) => n.chainId === chainId)
  if (!network) return undefined
  const { contracts, sponsored } = network
  return {
    ...(await deriveSmartAccount({ client: publicClient(context.api, chainId), owner, contracts })),
    chainId,
    contracts,
    sponsored,
  }
}

/** The account the wallet acts as (the smart account where there is one and it is preferred), and both kinds. */
export async function activeAccount(context: WalletContext, owner: Address) {
  const type = await context.state.preferredAccountType()
  const smart = await smartAccountOf(context, owner)
  const eoa = { address: owner, type: 'eoa' as const }
  if (!smart) return { address: owner, type: 'eoa' as const, accounts: [eoa], smart }
  const contract = { address: smart.address, type: 'smartAccount' as const }
  return type === 'smartAccount'
    ? { address: smart.address, type, accounts: [contract, eoa], smart }
    : { address: owner, type, accounts: [eoa, contract], smart }
}

/** The logged-in user as the page sees it: the active account, both kinds, the Solana account and the login. */
export async function frameUser(context: WalletContext, owner: string): Promise<FrameUser> {
  const { state } = context
  const active = await activeAccount(context, owner as Address)
  const solana = await solanaAddress(context)
  const session = state.session()
  return {
    address: active.address,
    solanaAddress: solana,
    chainId: state.chainId(),
    ...(session?.email ? { email: session.email } : {}),
    ...(session?.social
      ? { userName: session.social.userName, socialProvider: session.social.provider }
      : {}),
    accounts: active.accounts,
    preferredAccountType: active.type,
    smartAccountDeployed: active.smart?.isDeployed ?? false,
  }
}
