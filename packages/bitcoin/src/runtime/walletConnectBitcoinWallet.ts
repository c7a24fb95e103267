import { type CaipNetwork, getWalletConnectAccount, type WalletConnectProviderLike } from '@latch/core'
import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { bitcoinWalletConnect } from '../walletConnect/bitcoinWalletConnect.js'
import type {
  BitcoinSignMessageInput,
  BitcoinSignTransactionInput,
} from '../walletStandard/bitcoinFeatures.js'

/** An entry of `getAccountAddresses`: an address of the account, its public key in hex, what it is for. */
type AccountAddress = { address: string; publicKey?: string; intention?: string }

/**
 * The session's Bitcoin account on `caipNetworkId` (`bip122:<ref>:<address>`), if the wallet approved one: the
 * account's first external address, which identifies it in every request.
 */
export function walletConnectBitcoinAccount(
  provider: WalletConnectProviderLike,
  caipNetworkId: string,
): string | undefined {
  return getWalletConnectAccount(provider, bitcoinWalletConnect.namespace, caipNetworkId)
}

/**
 * A WalletConnect session's Bitcoin account as a Wallet Standard Bitcoin wallet, so the bip122 runtime drives it
 * like the others, with WalletConnect's Bitcoin methods on the network's CAIP-2 chain: `bitcoin:connect` reads
 * `getAccountAddresses` (no prompt: the session is approved), `bitcoin:signMessage` is `signMessage` (BIP-322,
 * the signature in hex), `bitcoin:signTransaction` is `signPsbt` without broadcast (the runtime broadcasts).
 *
 * @example
 * const wallet = walletConnectBitcoinWallet(provider, account, () => network)
 */
export function walletConnectBitcoinWallet(
  provider: WalletConnectProviderLike,
  account: string,
  networkOf: () => CaipNetwork,
): Wallet {
  let accounts: WalletAccount[] = []
  const request = <T>(method: string, params: unknown) =>
    provider.request({ method, params }, networkOf().caipNetworkId) as Promise<T>

  const features = {
    'bitcoin:connect': {
      version: '1.0.0',
      async connect() {
        const addresses = await request<AccountAddress[]>('getAccountAddresses', { account })
        const toAccount = (entry: AccountAddress): WalletAccount => ({
          address: entry.address,
          publicKey: entry.publicKey ? hex.decode(entry.publicKey) : new Uint8Array(),
          chains: [],
          features: [],
        })
        // The account's identifier pays; an address meant for ordinals comes after it.
        const payment = addresses.find((entry) => entry.address === account) ?? { address: account }
        const ordinal = addresses.find((entry) => entry.intention === 'ordinal')
        accounts = [toAccount(payment), ...(ordinal ? [toAccount(ordinal)] : [])]
        return { accounts }
      },
    },
    'bitcoin:signMessage': {
      version: '1.0.0',
      signMessage: (...inputs: BitcoinSignMessageInput[]) =>
        Promise.all(
          inputs.map(async ({ account: signer, message }) => {
            const { signature } = await request<{ signature: string }>('signMessage', {
              account,
              address: signer.address,
              message: new TextDecoder().decode(message),
              protocol: 'bip322',
            })
            return { signedMessage: message, signature: hex.decode(signature) }
          }),
        ),
    },
    'bitcoin:signTransaction': {
      version: '1.0.0',
      signTransaction: (...inputs: BitcoinSignTransactionInput[]) =>
        Promise.all(
          inputs.map(async ({ psbt, inputsToSign }) => {
            const signed = await request<{ psbt: string }>('signPsbt', {
              account,
              psbt: base64.encode(psbt),
              signInputs: inputsToSign.flatMap(({ account: signer, signingIndexes }) =>
                signingIndexes.map((index) => ({ address: signer.address, index, sighashTypes: [1] })),
              ),
              broadcast: false,
            })
            return { signedPsbt: base64.decode(signed.psbt) }
          }),
        ),
    },
  }

  return {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
    chains: ['bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:regtest'],
    get accounts() {
      return accounts
    },
    features: features as unknown as Wallet['features'],
  }
}
