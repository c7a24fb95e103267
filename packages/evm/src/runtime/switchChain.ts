import {
  type CaipNetwork,
  type Connector,
  type Eip1193Provider,
  SwitchChainNotSupportedError,
  UserRejectedRequestError,
} from '@latch/core'
import { numberToHex } from 'viem'
import { walletErrorCode } from '../walletErrorCode.js'
import type { RpcError } from './walletProvider.js'

/** EIP-1193 / JSON-RPC codes of a wallet that cannot switch on request. */
const UNSUPPORTED_METHOD_CODES = new Set([4200, -32601])

/**
 * Asks the wallet to switch to `network`; a wallet that does not know the chain (4902) is asked to add it,
 * then to switch. A declined prompt is `UserRejectedRequestError`, a wallet without switching
 * `SwitchChainNotSupportedError`.
 *
 * @example
 * await switchChain(provider, network, connector)
 */
export async function switchChain(
  provider: Eip1193Provider,
  network: CaipNetwork,
  connector: Connector,
): Promise<void> {
  const chainId = numberToHex(Number(network.id))
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    const code = walletErrorCode(error)
    if (code === 4001) throw new UserRejectedRequestError({ shortMessage: 'Switch declined', cause: error })
    if (code === 4902) {
      await addChain(provider, network, chainId)
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
      return
    }
    const message = String((error as RpcError | null)?.message ?? '')
    if (
      (typeof code === 'number' && UNSUPPORTED_METHOD_CODES.has(code)) ||
      /method.*not (supported|found|implemented)|does not support/i.test(message)
    )
      throw new SwitchChainNotSupportedError({ walletName: connector.name, cause: error })
    throw error
  }
}

/** `wallet_addEthereumChain` with the network's name, currency, RPC URLs and explorer. */
async function addChain(provider: Eip1193Provider, network: CaipNetwork, chainId: `0x${string}`) {
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: [...network.rpcUrls.default.http],
          ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
        },
      ],
    })
  } catch (addError) {
    if (walletErrorCode(addError) === 4001)
      throw new UserRejectedRequestError({ shortMessage: 'Switch declined', cause: addError })
    throw addError
  }
}
