import { type CaipNetwork, getWalletConnectAccount, type WalletConnectProviderLike } from '@latch/core'
import { hexToString } from '@polkadot/util'
import type { InjectedAccount, InjectedExtension } from '../injected/injectedWeb3.js'
import { polkadotWalletConnect } from '../walletConnect/polkadotWalletConnect.js'

/**
 * The session's Polkadot account on `caipNetworkId` (`polkadot:<ref>:<ss58 address>`), if the wallet approved one.
 *
 * @example
 * walletConnectPolkadotAccount(provider, 'polkadot:91b171bb158e2d3848fa23a9f1c25182')
 */
export function walletConnectPolkadotAccount(
  provider: WalletConnectProviderLike,
  caipNetworkId: string,
): InjectedAccount | undefined {
  const address = getWalletConnectAccount(provider, polkadotWalletConnect.namespace, caipNetworkId)
  return address ? { address, name: 'WalletConnect' } : undefined
}

/**
 * A WalletConnect session's Polkadot account as an injected extension, so the polkadot runtime drives it like the
 * others, with WalletConnect's Polkadot methods on the network's CAIP-2 chain: the account is the session's (no
 * prompt: the session is approved), `signRaw` is `polkadot_signMessage` (the text, signed by the wallet wrapped in
 * `<Bytes>…</Bytes>` as extensions sign it), `signPayload` is `polkadot_signTransaction` (the extrinsic's
 * `SignerPayloadJSON`; `@polkadot/api` attaches the signature and the runtime submits it to the node).
 *
 * @example
 * const extension = walletConnectPolkadotExtension(provider, account, () => network)
 */
export function walletConnectPolkadotExtension(
  provider: WalletConnectProviderLike,
  account: InjectedAccount,
  networkOf: () => CaipNetwork,
): InjectedExtension {
  const request = <T>(method: string, params: unknown) =>
    provider.request({ method, params }, networkOf().caipNetworkId) as Promise<T>
  let id = 0
  return {
    accounts: {
      get: async () => [account],
      // The account is the session's: a change of it is a new session, seen by the eip155 adapter.
      subscribe: () => () => {},
    },
    signer: {
      async signRaw({ address, data }) {
        const { signature } = await request<{ signature: string }>('polkadot_signMessage', {
          address,
          message: hexToString(data),
        })
        return { id: ++id, signature }
      },
      async signPayload(payload) {
        const { signature } = await request<{ signature: string }>('polkadot_signTransaction', {
          address: account.address,
          transactionPayload: payload,
        })
        return { id: ++id, signature }
      },
    },
  }
}
