import {
  BITCOIN_REGTEST_REFERENCE,
  bip322ToSign,
  bitcoinAddressNetwork,
  toBitcoinWalletChain,
} from '@latch/bitcoin'
import { secp256k1 } from '@noble/curves/secp256k1'
import { hexToBytes } from '@noble/hashes/utils'
import { OutScript, p2tr, p2wpkh, RawWitness, Transaction } from '@scure/btc-signer'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export type BitcoinTestWalletParameters = {
  /** The 32-byte secret key, hex (a devnet test key): its P2WPKH address pays, its P2TR address holds ordinals. */
  privateKey: string
  /** The network's CAIP-2 reference (the genesis hash prefix). Default: regtest's, the devnet's chain. */
  reference?: string
  /** Default 'Latch Bitcoin Wallet'. */
  name?: string
}

/** How the wallet answers the next prompts: sign, or decline as a person pressing "Cancel" would (code 4001). */
export type BitcoinTestWalletMode = 'approve' | 'reject'

export type BitcoinTestWallet = {
  /** The Wallet Standard wallet to register (`getWallets().register(wallet.wallet)`). */
  readonly wallet: Wallet
  readonly payment: string
  readonly ordinal: string
  /** Every feature called, oldest first: `bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`. */
  readonly requests: readonly string[]
  setMode(mode: BitcoinTestWalletMode): void
}

const icon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PGNpcmNsZSBjeD0iMTYiIGN5PSIxNiIgcj0iMTYiIGZpbGw9IiNmNzkzMWEiLz48L3N2Zz4='

class UserDeclined extends Error {
  override name = 'UserRejectedRequestError'
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

/**
 * A Bitcoin wallet of the Wallet Standard's Bitcoin extension backed by a real key: `bitcoin:connect` (payment
 * and ordinals accounts), `bitcoin:signMessage` (BIP-322 simple) and `bitcoin:signTransaction` (signs the
 * PSBT's inputs it is asked to with `@scure/btc-signer`), `standard:events` and `standard:disconnect`. Every
 * prompt is approved, or declined with code 4001 after `setMode('reject')`.
 *
 * @example
 * const test = createBitcoinTestWallet({ privateKey: bitcoinDevnetAccounts[0].privateKey })
 * getWallets().register(test.wallet)
 */
export function createBitcoinTestWallet(parameters: BitcoinTestWalletParameters): BitcoinTestWallet {
  const reference = parameters.reference ?? BITCOIN_REGTEST_REFERENCE
  const network = bitcoinAddressNetwork({ id: reference })
  const chain = toBitcoinWalletChain({ id: reference })
  const key = hexToBytes(parameters.privateKey)
  const publicKey = secp256k1.getPublicKey(key, true)
  const payment = p2wpkh(publicKey, network)
  const ordinal = p2tr(publicKey.subarray(1), undefined, network)
  const account = (address: string, publicKeyBytes: Uint8Array): WalletAccount => ({
    address,
    publicKey: publicKeyBytes,
    chains: [chain],
    features: ['bitcoin:signMessage', 'bitcoin:signTransaction'],
  })
  const accounts = [
    account(payment.address as string, publicKey),
    account(ordinal.address as string, publicKey.subarray(1)),
  ]
  const requests: string[] = []
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  let mode: BitcoinTestWalletMode = 'approve'
  let connected: readonly WalletAccount[] = []
  const prompt = (feature: string) => {
    requests.push(feature)
    if (mode === 'reject') throw new UserDeclined()
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: parameters.name ?? 'Latch Bitcoin Wallet',
    icon: icon as Wallet['icon'],
    chains: [chain],
    get accounts() {
      return connected
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect(input: { purposes?: string[] } = {}) {
          prompt('bitcoin:connect')
          const purposes = input.purposes ?? ['payment']
          connected = accounts.filter((_, index) => purposes.includes(index === 0 ? 'payment' : 'ordinals'))
          for (const listener of listeners) listener({ accounts: connected })
          return { accounts: connected }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          prompt('bitcoin:signMessage')
          return inputs.map(({ account: signer, message }) => {
            const text = new TextDecoder().decode(message)
            const script = OutScript.encode(
              signer.address === ordinal.address
                ? { type: 'tr', pubkey: ordinal.tweakedPubkey }
                : { type: 'wpkh', hash: payment.hash as Uint8Array },
            )
            const toSign = bip322ToSign(text, script)
            if (signer.address === ordinal.address)
              toSign.updateInput(0, { tapInternalKey: publicKey.subarray(1) })
            toSign.sign(key)
            toSign.finalize()
            return {
              signedMessage: message,
              signature: RawWitness.encode(toSign.getInput(0).finalScriptWitness ?? []),
            }
          })
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(
          ...inputs: {
            psbt: Uint8Array
            inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
          }[]
        ) {
          prompt('bitcoin:signTransaction')
          return inputs.map(({ psbt, inputsToSign }) => {
            const tx = Transaction.fromPSBT(psbt)
            for (const { signingIndexes } of inputsToSign)
              for (const index of signingIndexes) tx.signIdx(key, index)
            return { signedPsbt: tx.toPSBT() }
          })
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          connected = []
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    } as Wallet['features'],
  }
  return {
    wallet,
    payment: payment.address as string,
    ordinal: ordinal.address as string,
    requests,
    setMode(next) {
      mode = next
    },
  }
}
