import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  createTransactionMessage,
  getTransactionEncoder,
  type KeyPairSigner,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  lamports as toLamports,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import type { SignatureStatus, SolanaLedger } from './createSolanaLedger.js'
import {
  accountEncoding,
  checkVersion,
  encodeAccount,
  encodeBlock,
  encodeTransaction,
  transactionEncoding,
} from './encodeSolanaRpc.js'
import { fromBase58, readMint, readTokenAccount, uiTokenAmount } from './solanaAccountData.js'
import {
  solanaDevnetGenesisHash,
  solanaLamportsPerSignature,
  solanaProgramAddresses,
} from './solanaDevnetConstants.js'
import { invalidParams, SolanaRpcError } from './solanaRpcError.js'

/** The JSON-RPC methods the local validator answers over HTTP. */
export const solanaRpcMethods = [
  'getAccountInfo',
  'getBalance',
  'getBlock',
  'getBlockHeight',
  'getBlockTime',
  'getBlocks',
  'getEpochInfo',
  'getFeeForMessage',
  'getFirstAvailableBlock',
  'getGenesisHash',
  'getHealth',
  'getIdentity',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTokenSupply',
  'getTransaction',
  'getTransactionCount',
  'getVersion',
  'isBlockhashValid',
  'requestAirdrop',
  'sendTransaction',
  'simulateTransaction',
] as const

const MAX_SIGNATURES_LIMIT = 1_000
const MAX_MULTIPLE_ACCOUNTS = 100

function text(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0) throw invalidParams(`${name} must be a string`)
  return value
}

function pubkey(value: unknown, name = 'address'): string {
  const candidate = text(value, name)
  try {
    if (fromBase58(candidate).length === 32) return candidate
  } catch {
    // Falls through to the error below.
  }
  throw invalidParams(`${name}: Invalid param: WrongSize`)
}

function integer(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw invalidParams(`${name} must be a non-negative integer`)
  return value
}

function decodeWire(encoded: unknown, config: unknown): Uint8Array {
  const data = text(encoded, 'transaction')
  const encoding = (config as { encoding?: unknown } | undefined)?.encoding ?? 'base58'
  if (encoding === 'base64') return new Uint8Array(Buffer.from(data, 'base64'))
  if (encoding === 'base58') {
    try {
      return fromBase58(data)
    } catch {
      throw invalidParams('invalid base58 encoding')
    }
  }
  throw invalidParams(`unsupported encoding ${String(encoding)}`)
}

function encodeStatus(status: SignatureStatus | undefined, slot: number) {
  if (!status) return null
  return {
    slot: status.slot,
    confirmations: status.confirmationStatus === 'finalized' ? null : Math.max(0, slot - status.slot),
    err: status.err,
    status: status.err === null ? { Ok: null } : { Err: status.err },
    confirmationStatus: status.confirmationStatus,
  }
}

/**
 * Answers Solana JSON-RPC methods from the ledger, in the shapes and with the error codes of the Solana
 * RPC, so `@solana/kit`, `@solana/web3.js` and wallets talk to it as to a cluster.
 */
export function createSolanaRpcHandler(ledger: SolanaLedger, faucet: KeyPairSigner) {
  const context = () => ({ apiVersion: '2.2.0', slot: ledger.slot })
  const decimalsOf = (mint: string) => readMint(ledger.getAccount(mint))?.decimals ?? 0
  const accountJson = (key: string, config: unknown) => {
    const account = ledger.getAccount(key)
    // An account with no lamports does not exist on a cluster.
    return account && account.lamports() > 0n
      ? encodeAccount(account, accountEncoding(config), decimalsOf)
      : null
  }
  let airdrops: Promise<unknown> = Promise.resolve()

  async function airdrop(to: string, amount: bigint): Promise<string> {
    const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(faucet, m),
      (m) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: blockhash as Blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) },
          m,
        ),
      (m) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({ source: faucet, destination: address(to), amount: toLamports(amount) }),
          m,
        ),
    )
    const signed = await signTransactionMessageWithSigners(message)
    return ledger.sendTransaction(new Uint8Array(getTransactionEncoder().encode(signed)))
  }

  const handlers: Record<(typeof solanaRpcMethods)[number], (params: unknown[]) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => solanaDevnetGenesisHash,
    getIdentity: () => ({ identity: faucet.address }),
    // The open slot's block may still gain transactions: only `processed` names it. Confirmed (and the
    // default) name the last completed slot, so an indexer that reads up to it never skips a late transaction.
    getSlot: ([config]) =>
      (config as { commitment?: unknown } | undefined)?.commitment === 'processed'
        ? ledger.slot
        : ledger.slot - 1,
    getBlockHeight: () => ledger.blockHeight,
    getFirstAvailableBlock: () => 0,
    getTransactionCount: () => ledger.slot,
    getEpochInfo: () => ({
      absoluteSlot: ledger.slot,
      blockHeight: ledger.blockHeight,
      epoch: 0,
      slotIndex: ledger.slot,
      slotsInEpoch: 432_000,
      transactionCount: null,
    }),
    getLatestBlockhash: () => ({ context: context(), value: ledger.latestBlockhash }),
    isBlockhashValid: ([hash]) => ({
      context: context(),
      value: ledger.isBlockhashValid(text(hash, 'blockhash')),
    }),
    getMinimumBalanceForRentExemption: ([size]) => ledger.rentExemption(integer(size, 'data length')),
    getRecentPrioritizationFees: () => [],
    getFeeForMessage([message]) {
      const bytes = Buffer.from(text(message, 'message'), 'base64')
      // The first byte of a message is its number of required signatures (after the version prefix of v0).
      const signers = bytes[0] !== undefined && bytes[0] & 0x80 ? bytes[1] : bytes[0]
      if (signers === undefined) throw invalidParams('invalid message')
      return { context: context(), value: solanaLamportsPerSignature * BigInt(signers) }
    },
    getBalance: ([key]) => ({ context: context(), value: ledger.getAccount(pubkey(key))?.lamports() ?? 0n }),
    getAccountInfo: ([key, config]) => ({ context: context(), value: accountJson(pubkey(key), config) }),
    getMultipleAccounts([keys, config]) {
      if (!Array.isArray(keys) || keys.length > MAX_MULTIPLE_ACCOUNTS)
        throw invalidParams(`expected an array of at most ${MAX_MULTIPLE_ACCOUNTS} addresses`)
      return { context: context(), value: keys.map((key) => accountJson(pubkey(key), config)) }
    },
    getTokenAccountsByOwner([owner, filter, config]) {
      const ownerKey = pubkey(owner, 'owner')
      const { mint, programId } = (filter ?? {}) as { mint?: unknown; programId?: unknown }
      if (mint === undefined && programId === undefined)
        throw invalidParams('expected a mint or programId filter')
      if (programId !== undefined && programId !== solanaProgramAddresses.token)
        return { context: context(), value: [] }
      const wantedMint = mint === undefined ? undefined : pubkey(mint, 'mint')
      const value = ledger
        .getTokenAccountsByOwner(ownerKey)
        .filter(({ account }) => !wantedMint || readTokenAccount(account)?.mint === wantedMint)
        .map(({ address: key, account }) => ({
          pubkey: key,
          account: encodeAccount(account, accountEncoding(config), decimalsOf),
        }))
      return { context: context(), value }
    },
    getTokenAccountBalance([key]) {
      const token = readTokenAccount(ledger.getAccount(pubkey(key)))
      if (!token) throw invalidParams('Invalid param: not a Token account')
      return { context: context(), value: uiTokenAmount(token.amount, decimalsOf(token.mint)) }
    },
    getTokenSupply([key]) {
      const mint = readMint(ledger.getAccount(pubkey(key, 'mint')))
      if (!mint) throw invalidParams('Invalid param: not a Token mint')
      return { context: context(), value: uiTokenAmount(mint.supply, mint.decimals) }
    },
    sendTransaction([encoded, config]) {
      const options = (config ?? {}) as { skipPreflight?: unknown }
      return ledger.sendTransaction(decodeWire(encoded, config), {
        skipPreflight: options.skipPreflight === true,
      })
    },
    simulateTransaction([encoded, config]) {
      const options = (config ?? {}) as {
        sigVerify?: unknown
        replaceRecentBlockhash?: unknown
        accounts?: { addresses?: unknown; encoding?: unknown }
      }
      if (options.sigVerify === true && options.replaceRecentBlockhash === true)
        throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
      const wire = decodeWire(encoded, config)
      const result = ledger.simulateTransaction(wire, {
        sigVerify: options.sigVerify === true,
        replaceRecentBlockhash: options.replaceRecentBlockhash === true,
      })
      const wanted = Array.isArray(options.accounts?.addresses)
        ? (options.accounts.addresses as unknown[])
        : undefined
      const accounts = wanted?.map((key) => {
        const after =
          result.accounts.find((entry) => entry.address === key)?.account ?? ledger.getAccount(pubkey(key))
        return after ? encodeAccount(after, accountEncoding(options.accounts), decimalsOf) : null
      })
      return {
        context: context(),
        value: {
          err: result.err,
          logs: result.logs,
          accounts: accounts ?? null,
          unitsConsumed: result.unitsConsumed,
          returnData: null,
          ...(options.replaceRecentBlockhash === true
            ? { replacementBlockhash: ledger.latestBlockhash }
            : {}),
        },
      }
    },
    requestAirdrop([key, amount]) {
      const to = pubkey(key)
      const lamports = integer(amount, 'lamports')
      // One at a time: each airdrop is a transfer from the faucet, signed against the latest blockhash.
      const sent = airdrops.then(() => airdrop(to, BigInt(lamports)))
      airdrops = sent.catch(() => {})
      return sent
    },
    getSignatureStatuses([signatures]) {
      if (!Array.isArray(signatures) || signatures.length > 256)
        throw invalidParams('expected an array of at most 256 signatures')
      return {
        context: context(),
        value: signatures.map((signature) =>
          encodeStatus(ledger.getSignatureStatus(text(signature, 'signature')), ledger.slot),
        ),
      }
    },
    getSignaturesForAddress([key, config]) {
      const options = (config ?? {}) as { limit?: unknown; before?: unknown; until?: unknown }
      const limit = options.limit === undefined ? MAX_SIGNATURES_LIMIT : integer(options.limit, 'limit')
      if (limit < 1 || limit > MAX_SIGNATURES_LIMIT) throw invalidParams('Invalid limit; max 1000')
      return ledger
        .getSignaturesForAddress(pubkey(key), {
          limit,
          ...(options.before === undefined ? {} : { before: text(options.before, 'before') }),
          ...(options.until === undefined ? {} : { until: text(options.until, 'until') }),
        })
        .map((transaction) => ({
          signature: transaction.signature,
          slot: transaction.slot,
          err: transaction.meta.err,
          memo: null,
          blockTime: transaction.blockTime,
          confirmationStatus:
            ledger.getSignatureStatus(transaction.signature)?.confirmationStatus ?? 'confirmed',
        }))
    },
    getTransaction([signature, config]) {
      const transaction = ledger.getTransaction(text(signature, 'signature'))
      if (!transaction) return null
      checkVersion(transaction, config)
      return {
        slot: transaction.slot,
        blockTime: transaction.blockTime,
        ...encodeTransaction(transaction, transactionEncoding(config)),
      }
    },
    getBlock([slot, config]) {
      const at = integer(slot, 'slot')
      const block = ledger.getBlock(at)
      if (!block) {
        if (at >= ledger.slot) throw new SolanaRpcError(-32004, `Block not available for slot ${at}`)
        throw new SolanaRpcError(
          -32007,
          `Slot ${at} was skipped, or missing due to ledger jump to recent snapshot`,
        )
      }
      return encodeBlock(block, config)
    },
    getBlocks([start, end]) {
      const from = integer(start, 'start slot')
      const to =
        end === undefined || (typeof end === 'object' && end !== null)
          ? ledger.slot
          : integer(end, 'end slot')
      if (to - from > 500_000) throw invalidParams('Slot range too large; max 500000')
      return ledger.getBlocks(from, to)
    },
    getBlockTime([slot]) {
      const block = ledger.getBlock(integer(slot, 'slot'))
      if (!block) throw new SolanaRpcError(-32004, `Block not available for slot ${String(slot)}`)
      return block.blockTime
    },
  }

  return async function handle(method: string, params: unknown): Promise<unknown> {
    const handler = (handlers as Record<string, ((params: unknown[]) => unknown) | undefined>)[method]
    if (!handler) throw new SolanaRpcError(-32601, 'Method not found')
    if (params !== undefined && !Array.isArray(params)) throw invalidParams('params must be an array')
    return handler(params ?? [])
  }
}
