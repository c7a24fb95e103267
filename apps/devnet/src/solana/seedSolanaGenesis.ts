import { address, getBase16Encoder } from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getTokenEncoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { SolanaLedger } from './createSolanaLedger.js'
import { fromBase58, MINT_SIZE, TOKEN_ACCOUNT_SIZE } from './solanaAccountData.js'
import { solanaDevnetAccounts } from './solanaAccounts.js'
import {
  type SolanaPriceFeed,
  solanaDevnetGrant,
  solanaDevnetMintAuthority,
  solanaDevnetPriceFeeds,
  solanaDevnetUsdcDecimals,
  solanaDevnetUsdcMint,
  solanaProgramAddresses,
} from './solanaDevnetConstants.js'

const LAMPORTS_PER_SOL = 1_000_000_000n
const usdcUnits = BigInt(solanaDevnetGrant.usdc) * 10n ** BigInt(solanaDevnetUsdcDecimals)
/** Anchor's discriminator of Pyth's PriceUpdateV2 account: the first 8 bytes of sha256("account:PriceUpdateV2"). */
const PRICE_UPDATE_V2_DISCRIMINATOR = '22f123639d7ef4cd'
const PRICE_UPDATE_V2_SIZE = 134
/** Pyth prices are integers times 10^exponent. */
export const PYTH_EXPONENT = -8

/**
 * The validator's state at start: the test accounts funded with SOL, the USDC mint at its mainnet address
 * (authority: account #0) with a token account per test account, and the Pyth price feeds.
 */
export async function seedSolanaGenesis(ledger: SolanaLedger, faucet: string): Promise<void> {
  const system = solanaProgramAddresses.system
  ledger.setAccount(faucet, {
    lamports: 500_000_000n * LAMPORTS_PER_SOL,
    data: new Uint8Array(),
    owner: system,
  })
  for (const account of solanaDevnetAccounts)
    ledger.setAccount(account.address, {
      lamports: BigInt(solanaDevnetGrant.sol) * LAMPORTS_PER_SOL,
      data: new Uint8Array(),
      owner: system,
    })

  const authority = address(solanaDevnetMintAuthority.address)
  const mint = getMintEncoder().encode({
    mintAuthority: { __option: 'Some', value: authority },
    supply: usdcUnits * BigInt(solanaDevnetAccounts.length),
    decimals: solanaDevnetUsdcDecimals,
    isInitialized: true,
    freezeAuthority: { __option: 'Some', value: authority },
  })
  ledger.setAccount(solanaDevnetUsdcMint, {
    lamports: ledger.rentExemption(MINT_SIZE),
    data: new Uint8Array(mint),
    owner: TOKEN_PROGRAM_ADDRESS,
  })
  for (const account of solanaDevnetAccounts) {
    const [tokenAccount] = await findAssociatedTokenPda({
      owner: address(account.address),
      mint: address(solanaDevnetUsdcMint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const data = getTokenEncoder().encode({
      mint: address(solanaDevnetUsdcMint),
      owner: address(account.address),
      amount: usdcUnits,
      delegate: { __option: 'None' },
      state: AccountState.Initialized,
      isNative: { __option: 'None' },
      delegatedAmount: 0n,
      closeAuthority: { __option: 'None' },
    })
    ledger.setAccount(tokenAccount, {
      lamports: ledger.rentExemption(TOKEN_ACCOUNT_SIZE),
      data: new Uint8Array(data),
      owner: TOKEN_PROGRAM_ADDRESS,
    })
  }
  for (const feed of solanaDevnetPriceFeeds) publishPrice(ledger, feed, feed.price)
}

/** Writes a Pyth PriceUpdateV2 account (verification level Full) with `price` USD at the feed's address. */
export function publishPrice(ledger: SolanaLedger, feed: SolanaPriceFeed, price: number): void {
  const data = new Uint8Array(PRICE_UPDATE_V2_SIZE)
  const view = new DataView(data.buffer)
  data.set(getBase16Encoder().encode(PRICE_UPDATE_V2_DISCRIMINATOR), 0)
  data.set(fromBase58(solanaDevnetMintAuthority.address), 8)
  data[40] = 1 // VerificationLevel::Full
  let offset = 41
  data.set(getBase16Encoder().encode(feed.feedId), offset)
  offset += 32
  const scaled = BigInt(Math.round(price * 10 ** -PYTH_EXPONENT))
  const now = BigInt(Math.floor(Date.now() / 1000))
  view.setBigInt64(offset, scaled, true) // price
  view.setBigUint64(offset + 8, scaled / 1000n, true) // conf
  view.setInt32(offset + 16, PYTH_EXPONENT, true)
  view.setBigInt64(offset + 20, now, true) // publish_time
  view.setBigInt64(offset + 28, now - 1n, true) // prev_publish_time
  view.setBigInt64(offset + 36, scaled, true) // ema_price
  view.setBigUint64(offset + 44, scaled / 1000n, true) // ema_conf
  view.setBigUint64(offset + 52, BigInt(ledger.slot), true) // posted_slot
  ledger.setAccount(feed.account, {
    lamports: ledger.rentExemption(PRICE_UPDATE_V2_SIZE),
    data,
    owner: solanaProgramAddresses.pythReceiver,
  })
}
