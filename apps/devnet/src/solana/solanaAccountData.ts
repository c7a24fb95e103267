import { getBase58Decoder, getBase58Encoder } from '@solana/kit'
import { getMintDecoder, getTokenDecoder } from '@solana-program/token'
import type { NativeAccount } from './liteSvm.js'
import { solanaProgramAddresses } from './solanaDevnetConstants.js'

const base58 = getBase58Decoder()
const base58Bytes = getBase58Encoder()
const tokenDecoder = getTokenDecoder()
const mintDecoder = getMintDecoder()

/** Base58 text of bytes. */
export const toBase58 = (bytes: Uint8Array): string => base58.decode(bytes)
/** Bytes of base58 text (throws on a character outside the alphabet). */
export const fromBase58 = (text: string): Uint8Array => new Uint8Array(base58Bytes.encode(text))

export const TOKEN_ACCOUNT_SIZE = 165
export const MINT_SIZE = 82

export type TokenAccountState = { mint: string; owner: string; amount: bigint; state: number }

/** The SPL token account an account holds, or undefined when it is something else. */
export function readTokenAccount(account: NativeAccount | null): TokenAccountState | undefined {
  if (!account || toBase58(account.owner()) !== solanaProgramAddresses.token) return undefined
  const data = account.data()
  if (data.length !== TOKEN_ACCOUNT_SIZE) return undefined
  const token = tokenDecoder.decode(data)
  return { mint: token.mint, owner: token.owner, amount: token.amount, state: token.state }
}

/** The SPL mint an account holds, or undefined. */
export function readMint(account: NativeAccount | null) {
  if (!account || toBase58(account.owner()) !== solanaProgramAddresses.token) return undefined
  const data = account.data()
  if (data.length !== MINT_SIZE) return undefined
  return mintDecoder.decode(data)
}

const optionAddress = (value: { __option: 'Some'; value: string } | { __option: 'None' }) =>
  value.__option === 'Some' ? value.value : null

/** A decimal text of `amount` base units: `1500250000` with 6 decimals is `1500.25`. */
export function toUiAmountString(amount: bigint, decimals: number): string {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = decimals > 0 ? text.slice(text.length - decimals).replace(/0+$/, '') : ''
  return fraction ? `${whole}.${fraction}` : whole
}

export const uiTokenAmount = (amount: bigint, decimals: number) => {
  const uiAmountString = toUiAmountString(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}

const accountStates = ['uninitialized', 'initialized', 'frozen']

/**
 * `jsonParsed` data of an SPL token account or mint, as the Solana RPC gives it; undefined for any other
 * account (which is then encoded as base64).
 */
export function parseTokenProgramAccount(
  account: NativeAccount,
  decimalsOf: (mint: string) => number,
): { program: 'spl-token'; parsed: unknown; space: number } | undefined {
  if (toBase58(account.owner()) !== solanaProgramAddresses.token) return undefined
  const data = account.data()
  if (data.length === TOKEN_ACCOUNT_SIZE) {
    const token = tokenDecoder.decode(data)
    const isNative = token.isNative.__option === 'Some'
    return {
      program: 'spl-token',
      space: data.length,
      parsed: {
        type: 'account',
        info: {
          isNative,
          mint: token.mint,
          owner: token.owner,
          state: accountStates[token.state] ?? 'initialized',
          tokenAmount: uiTokenAmount(token.amount, decimalsOf(token.mint)),
          ...(token.delegate.__option === 'Some'
            ? {
                delegate: token.delegate.value,
                delegatedAmount: uiTokenAmount(token.delegatedAmount, decimalsOf(token.mint)),
              }
            : {}),
          ...(token.closeAuthority.__option === 'Some' ? { closeAuthority: token.closeAuthority.value } : {}),
        },
      },
    }
  }
  if (data.length === MINT_SIZE) {
    const mint = mintDecoder.decode(data)
    return {
      program: 'spl-token',
      space: data.length,
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: optionAddress(mint.freezeAuthority),
          isInitialized: mint.isInitialized,
          mintAuthority: optionAddress(mint.mintAuthority),
          supply: mint.supply.toString(),
        },
      },
    }
  }
  return undefined
}
