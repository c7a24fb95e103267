import type { NamespaceProfile } from '@latch/core'
import { type Adapter, CONNECTOR_IDS, type Connector, joinWalletConnectSession } from '@latch/core'
import { bitcoin } from './networks/bitcoin.js'
import { bitcoinTestnet } from './networks/bitcoinTestnet.js'
import { bitcoinWalletConnect } from './walletConnect/bitcoinWalletConnect.js'
import { watchBitcoinConnectors } from './walletStandard/watchBitcoinConnectors.js'

declare module '@latch/core' {
  interface KnownChainNamespaces {
    bip122: true
  }
}

/** A Bitcoin account's purpose: payments (the default), or ordinals (inscriptions, on a taproot address). */
export type BitcoinAccountType = 'payment' | 'ordinal'

export type BitcoinAdapterParameters = Record<string, never>

// Bitcoin's address shapes (the runtime checks checksums and the network before it signs): SegWit v0 P2WPKH
// and P2WSH, v1 P2TR (bech32 of mainnet, testnet or regtest, one case), and legacy P2PKH and P2SH in base58.
const bitcoinAddress =
  /^((bc|tb|bcrt)1(q[02-9ac-hj-np-z]{38}|q[02-9ac-hj-np-z]{58}|p[02-9ac-hj-np-z]{58})|(BC|TB|BCRT)1(Q[02-9AC-HJ-NP-Z]{38}|Q[02-9AC-HJ-NP-Z]{58}|P[02-9AC-HJ-NP-Z]{58})|[13mn2][1-9A-HJ-NP-Za-km-z]{25,34})$/

/**
 * Bitcoin as the widget sees it: a send is a PSBT the runtime prices per virtual byte from the network's fee
 * estimates (the server quotes no gas price here); balances are Esplora's, which count the mempool; Receive's
 * QR code is a BIP-21 `bitcoin:` URI, which Bitcoin wallets' scanners open as a payment.
 */
const bitcoinProfile: NamespaceProfile = {
  label: 'Bitcoin',
  isValidAddress: (value) => bitcoinAddress.test(value),
  receiveUri: (address) => `bitcoin:${address}`,
  fee: { gasUnits: 1n, sendsGasPrice: false, shownIn: 'usd' },
  balances: { source: 'dataApi', countsMempool: true },
  features: { send: true, names: false, onramp: false, activity: true, embeddedWallet: false },
  defaultAccountType: 'payment',
  networks: [bitcoin, bitcoinTestnet],
}

/** The bip122 side of remote pairing: the WalletConnect session's Bitcoin account (the eip155 adapter pairs). */
const walletConnectConnector: Connector = {
  id: CONNECTOR_IDS.walletConnect,
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'bip122',
}
export type BitcoinAdapterReturnType = Adapter

/**
 * The Bitcoin (bip122) adapter. A light descriptor: Bitcoin wallets are found through the Wallet Standard
 * (DOM events, no chain library), and the part that builds and checks transactions (`@scure/btc-signer`,
 * Esplora) loads with `import()` the first time a Bitcoin network is used. With `walletConnect` in the config, the
 * WalletConnect session the eip155 adapter pairs carries the bip122 namespace too.
 *
 * @example
 * createLatch({ projectId, networks: [bitcoin, bitcoinTestnet], adapters: [bitcoinAdapter()] })
 */
export function bitcoinAdapter(_parameters: BitcoinAdapterParameters = {}): BitcoinAdapterReturnType {
  return {
    namespace: 'bip122',
    profile: bitcoinProfile,
    discover(discovery) {
      const walletConnect = joinWalletConnectSession(discovery, bitcoinWalletConnect)
        ? [walletConnectConnector]
        : []
      if (walletConnect.length) discovery.setConnectors(walletConnect)
      return watchBitcoinConnectors({
        context: discovery,
        onChange: (connectors) => discovery.setConnectors([...connectors, ...walletConnect]),
      })
    },
    load: (context) =>
      import('./runtime/createBitcoinRuntime.js').then(({ createBitcoinRuntime }) =>
        createBitcoinRuntime(context),
      ),
  }
}
