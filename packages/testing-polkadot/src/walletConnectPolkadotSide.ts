import { POLKADOT_WALLET_EVENTS, POLKADOT_WALLET_METHODS } from '@latch/polkadot'
import { InvalidParamsError } from '@latch/testing'
import { singleChainNamespace, type WalletConnectNamespaceSide } from '@latch/testing/namespace'
import { stringToHex } from '@polkadot/util'
import { createPolkadotSigner, type PolkadotSignerParameters } from './createPolkadotSigner.js'

export type WalletConnectPolkadotSideParameters = PolkadotSignerParameters & {
  /** The chain its account is offered on, `polkadot:<genesis hash prefix>`. */
  caipNetworkId: `polkadot:${string}`
}

/**
 * The Polkadot side of the WalletConnect test wallet of `@latch/testing` (given to it in `sides`): one sr25519 key on one `polkadot:` chain, answering
 * WalletConnect's Polkadot methods: `polkadot_signMessage` (`{ address, message }`, the text signed wrapped in
 * `<Bytes>…</Bytes>`) and `polkadot_signTransaction` (`{ address, transactionPayload }`, a `SignerPayloadJSON`
 * signed with the chain's metadata), each answered `{ signature }`.
 *
 * @example
 * const side = await walletConnectPolkadotSide({ uri: '//latch-devnet//7', wsUrl, ss58Format: 2, caipNetworkId })
 */
export async function walletConnectPolkadotSide(
  parameters: WalletConnectPolkadotSideParameters,
): Promise<WalletConnectNamespaceSide> {
  const signer = await createPolkadotSigner(parameters)

  return {
    namespace: 'polkadot',
    // Its address is SS58; its connection to the node stays open until the wallet closes.
    address: signer.address,
    // Both methods sign, so both open a prompt in a real wallet.
    prompts: new Set<string>(POLKADOT_WALLET_METHODS),
    approve: (proposal) =>
      singleChainNamespace(proposal, {
        caipNetworkId: parameters.caipNetworkId,
        address: signer.address,
        methods: POLKADOT_WALLET_METHODS,
        events: POLKADOT_WALLET_EVENTS,
      }),
    async answer(method, params, caipChainId, prompt) {
      if (caipChainId !== parameters.caipNetworkId)
        throw new InvalidParamsError(`The wallet does not know the chain ${caipChainId}.`)
      const input = (params ?? {}) as Record<string, unknown>
      signer.assertOwn(input.address)
      switch (method) {
        case 'polkadot_signMessage': {
          if (typeof input.message !== 'string') throw new InvalidParamsError('message must be a string.')
          return { signature: await signer.signRaw({ data: stringToHex(input.message) }, prompt) }
        }
        case 'polkadot_signTransaction': {
          const payload = input.transactionPayload as Record<string, unknown> | undefined
          if (!payload || typeof payload !== 'object')
            throw new InvalidParamsError('transactionPayload must be a SignerPayloadJSON.')
          if (payload.address !== input.address)
            throw new InvalidParamsError('transactionPayload.address must be the signing address.')
          return { signature: await signer.signPayload(payload, prompt) }
        }
        default:
          throw new InvalidParamsError(`The wallet does not answer ${method} on Polkadot.`)
      }
    },
    close: () => signer.disconnect(),
  }
}
