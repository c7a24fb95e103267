/** Address encoding of Bitcoin Core's regtest: bech32 prefix `bcrt`, testnet version bytes. */
export const bitcoinRegtestNetwork = {
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
} as const

/** Regtest's genesis block, which the local chain starts from (its header is Bitcoin Core's). */
export const bitcoinRegtestGenesisHash = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206'

/** CAIP-2 id of the local chain: `bip122:` and the first 32 hex characters of the genesis hash. */
export const bitcoinRegtestCaipNetworkId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** Blocks before a coinbase output may be spent (consensus rule). */
export const bitcoinCoinbaseMaturity = 100

/** Regtest halves the block subsidy every 150 blocks. */
export const bitcoinRegtestHalvingInterval = 150

/** Bitcoin Core's default dust limit for the output types the devnet pays to. */
export const bitcoinDustLimit = 546n

/** Satoshis per bitcoin. */
export const satoshisPerBitcoin = 100_000_000n
