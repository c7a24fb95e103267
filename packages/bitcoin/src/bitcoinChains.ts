import type { CaipNetwork } from '@latch/core'

/** Genesis-hash references (CAIP-2) of Bitcoin's networks. */
export const BITCOIN_MAINNET_REFERENCE = '000000000019d6689c085ae165831e93'
export const BITCOIN_TESTNET_REFERENCE = '000000000933ea01ad0ee984209779ba'
export const BITCOIN_REGTEST_REFERENCE = '0f9188f13cb7b2c71f2a335e3a4fc328'

/** Address encoding of a network: bech32 prefix and base58 version bytes. */
export type BitcoinAddressNetwork = { bech32: string; pubKeyHash: number; scriptHash: number; wif: number }

const mainnet: BitcoinAddressNetwork = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
const testnet: BitcoinAddressNetwork = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
const regtest: BitcoinAddressNetwork = { ...testnet, bech32: 'bcrt' }

/**
 * The Wallet Standard chain of a network (`bitcoin:mainnet`, `bitcoin:testnet`, `bitcoin:regtest`), as Bitcoin
 * wallets name it; any other network is taken for a testnet.
 *
 * @example
 * toBitcoinWalletChain(bitcoin) // 'bitcoin:mainnet'
 */
export function toBitcoinWalletChain(network: Pick<CaipNetwork, 'id'>): `bitcoin:${string}` {
  switch (String(network.id)) {
    case BITCOIN_MAINNET_REFERENCE:
      return 'bitcoin:mainnet'
    case BITCOIN_REGTEST_REFERENCE:
      return 'bitcoin:regtest'
    default:
      return 'bitcoin:testnet'
  }
}

/**
 * How a network's addresses are encoded (mainnet `bc1…`/`1…`/`3…`, testnet `tb1…`, regtest `bcrt1…`).
 *
 * @example
 * bitcoinAddressNetwork(bitcoinTestnet).bech32 // 'tb'
 */
export function bitcoinAddressNetwork(network: Pick<CaipNetwork, 'id'>): BitcoinAddressNetwork {
  switch (String(network.id)) {
    case BITCOIN_MAINNET_REFERENCE:
      return mainnet
    case BITCOIN_REGTEST_REFERENCE:
      return regtest
    default:
      return testnet
  }
}
