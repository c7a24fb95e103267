import type { SolanaNetworkEntry } from './solanaNetworks.js'

/** Anchor's discriminator of Pyth's PriceUpdateV2 account (sha256("account:PriceUpdateV2")[0..8]). */
const PRICE_UPDATE_V2 = Buffer.from('22f123639d7ef4cd', 'hex')

/**
 * The USD price a Pyth PriceUpdateV2 account holds (price × 10^exponent), or undefined for data that is not
 * one. Layout: discriminator, write authority, verification level (1 byte for Full, 2 for Partial), then
 * feed id, price (i64), conf (u64), exponent (i32), publish time…
 */
export function decodePriceUpdate(data: Buffer): number | undefined {
  if (data.length < 133 || !data.subarray(0, 8).equals(PRICE_UPDATE_V2)) return undefined
  const level = data[40]
  const message = level === 1 ? 41 : level === 0 ? 42 : undefined
  if (message === undefined) return undefined
  const price = data.readBigInt64LE(message + 32)
  const exponent = data.readInt32LE(message + 48)
  if (price <= 0n) return undefined
  return Number(price) * 10 ** exponent
}

type AccountInfo = { data: [string, 'base64'] } | null

/**
 * USD prices of a network's tokens from their Pyth price accounts, read from the network itself in one
 * `getMultipleAccounts` call: the source is the chain, as a Solana dApp prices on mainnet (the devnet's
 * validator publishes the same accounts). Tokens without a feed, or whose account is missing, are left out.
 */
export async function readPythPrices(network: SolanaNetworkEntry): Promise<Map<string, number>> {
  const priced = network.tokens.filter((token) => token.priceFeed)
  const prices = new Map<string, number>()
  if (priced.length === 0) return prices
  const { value } = await network.rpc.request<{ value: AccountInfo[] }>('getMultipleAccounts', [
    priced.map((token) => token.priceFeed),
    { encoding: 'base64', commitment: 'confirmed' },
  ])
  priced.forEach((token, index) => {
    const account = value[index]
    if (!account) return
    const price = decodePriceUpdate(Buffer.from(account.data[0], 'base64'))
    if (price !== undefined) prices.set(token.address, price)
  })
  return prices
}
