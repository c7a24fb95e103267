import { bytesToHex, hexToBytes } from '@noble/hashes/utils'
import { Address, OutScript } from '@scure/btc-signer'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { z } from 'zod'
import { bitcoinRegtestNetwork } from './bitcoinRegtestConstants.js'
import {
  type BitcoinBlock,
  type BitcoinChain,
  type ChainOutput,
  type ChainTransaction,
  TransactionRejectedError,
} from './chain/bitcoinChainTypes.js'

/** Esplora's fee estimates in sat/vB by confirmation target (blocks), scaled from `minimumFeeRate`. */
const feeTargets: Record<string, number> = {
  '1': 5,
  '2': 4,
  '3': 3,
  '4': 2.5,
  '5': 2.2,
  '6': 2,
  '10': 1.8,
  '25': 1.5,
  '144': 1.2,
  '504': 1.1,
  '1008': 1,
}

const txidSchema = z.string().regex(/^[0-9a-f]{64}$/, 'a txid is 64 lowercase hex characters')
const addressSchema = z.string().refine((value) => {
  try {
    Address(bitcoinRegtestNetwork).decode(value)
    return true
  } catch {
    return false
  }
}, 'not an address of this chain (regtest: bcrt1…, m…, n… or 2…)')
// 400 kvB is Bitcoin Core's largest standard transaction; hex doubles it.
const rawTxSchema = z
  .string()
  .trim()
  .regex(/^([0-9a-fA-F]{2})+$/, 'the body is the raw transaction in hex')
  .max(800_000, 'the transaction is larger than the largest standard one')
const mineSchema = z.object({
  blocks: z.number().int().min(1).max(1_000).default(1),
  address: addressSchema.optional(),
})
const faucetSchema = z.object({
  address: addressSchema,
  value: z.number().int().min(546).max(1_000_000_000),
})

type Problem = { code: string; message: string }
const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'invalid input'

function scriptType(script: Uint8Array): string {
  if (script[0] === 0x6a) return 'op_return'
  const decoded = OutScript.decode(script)
  const types: Record<string, string> = {
    pkh: 'p2pkh',
    sh: 'p2sh',
    wpkh: 'v0_p2wpkh',
    wsh: 'v0_p2wsh',
    tr: 'v1_p2tr',
    pk: 'p2pk',
    ms: 'multisig',
  }
  return types[decoded.type] ?? 'unknown'
}

function encodeOutput(output: ChainOutput) {
  return {
    scriptpubkey: bytesToHex(output.script),
    scriptpubkey_type: scriptType(output.script),
    ...(output.address ? { scriptpubkey_address: output.address } : {}),
    value: Number(output.value),
  }
}

/**
 * The local chain behind Blockstream Esplora's HTTP API: the same paths and JSON, so a client written for
 * `blockstream.info/api` works against it. Also two regtest controls, `POST /mine` and `POST /faucet`.
 * Bad input answers 400 `{ code, message }`; an unknown transaction or block 404.
 *
 * @example
 * serve({ fetch: createEsploraApp(chain, { faucet }).fetch, port: 3002 })
 */
export function createEsploraApp(
  chain: BitcoinChain,
  options: { faucet(address: string, value: bigint): string; minimumFeeRate?: number },
) {
  const scale = options.minimumFeeRate ?? 1
  const problem = (code: string, message: string): Problem => ({ code, message })
  const encodeTx = (transaction: ChainTransaction) => ({
    txid: transaction.txid,
    version: transaction.version,
    locktime: transaction.locktime,
    vin: transaction.inputs.map((input) => ({
      txid: input.txid,
      vout: input.vout,
      prevout: input.prevout ? encodeOutput(input.prevout) : null,
      scriptsig: bytesToHex(input.scriptSig),
      witness: input.witness.map(bytesToHex),
      is_coinbase: transaction.coinbase,
      sequence: input.sequence,
    })),
    vout: transaction.outputs.map(encodeOutput),
    size: transaction.size,
    weight: transaction.weight,
    fee: Number(transaction.fee),
    status: chain.status(transaction),
  })
  const encodeBlock = (block: BitcoinBlock) => ({
    id: block.hash,
    height: block.height,
    timestamp: block.time,
    tx_count: block.txids.length,
    previousblockhash: block.height > 0 ? block.previousHash : null,
    merkle_root: block.merkleRoot,
  })

  const app = new Hono()
  app.use('*', cors())
  app.onError((error, c) => {
    if (error instanceof TransactionRejectedError)
      return c.json(problem('transaction_rejected', `sendrawtransaction RPC error: ${error.message}`), 400)
    return c.json(problem('bad_request', error instanceof Error ? error.message : 'bad request'), 400)
  })
  app.notFound((c) => c.json(problem('not_found', `No route ${c.req.method} ${c.req.path}`), 404))

  const parseAddress = (value: string) => addressSchema.safeParse(value)
  const parseTxid = (value: string) => txidSchema.safeParse(value)

  app.get('/blocks/tip/height', (c) => c.text(String(chain.tip.height)))
  app.get('/blocks/tip/hash', (c) => c.text(chain.tip.hash))
  app.get('/block-height/:height', (c) => {
    const height = z.coerce.number().int().min(0).safeParse(c.req.param('height'))
    if (!height.success) return c.json(problem('invalid_height', 'a block height is a whole number'), 400)
    const block = chain.block(height.data)
    return block ? c.text(block.hash) : c.json(problem('not_found', 'Block not found'), 404)
  })
  app.get('/block/:hash', (c) => {
    const hash = parseTxid(c.req.param('hash'))
    if (!hash.success)
      return c.json(problem('invalid_hash', 'a block hash is 64 lowercase hex characters'), 400)
    const block = chain.block(hash.data)
    return block ? c.json(encodeBlock(block)) : c.json(problem('not_found', 'Block not found'), 404)
  })
  app.get('/fee-estimates', (c) =>
    c.json(Object.fromEntries(Object.entries(feeTargets).map(([target, rate]) => [target, rate * scale]))),
  )

  app.get('/address/:address', (c) => {
    const address = parseAddress(c.req.param('address'))
    if (!address.success) return c.json(problem('invalid_address', firstIssue(address.error)), 400)
    return c.json({ address: address.data, ...chain.stats(address.data) })
  })
  app.get('/address/:address/utxo', (c) => {
    const address = parseAddress(c.req.param('address'))
    if (!address.success) return c.json(problem('invalid_address', firstIssue(address.error)), 400)
    return c.json(chain.utxos(address.data).map((utxo) => ({ ...utxo, value: Number(utxo.value) })))
  })
  // Esplora: the mempool transactions (up to 50), then the first 25 confirmed; `/txs/chain/:last` pages on.
  app.get('/address/:address/txs', (c) => {
    const address = parseAddress(c.req.param('address'))
    if (!address.success) return c.json(problem('invalid_address', firstIssue(address.error)), 400)
    const history = chain.history(address.data)
    const pending = history.filter((transaction) => !transaction.block).slice(0, 50)
    const confirmed = history.filter((transaction) => transaction.block).slice(0, 25)
    return c.json([...pending, ...confirmed].map(encodeTx))
  })
  app.get('/address/:address/txs/chain/:last?', (c) => {
    const address = parseAddress(c.req.param('address'))
    if (!address.success) return c.json(problem('invalid_address', firstIssue(address.error)), 400)
    const lastParam = c.req.param('last')
    const last = lastParam === undefined ? undefined : parseTxid(lastParam)
    if (last && !last.success) return c.json(problem('invalid_txid', firstIssue(last.error)), 400)
    const confirmed = chain.history(address.data).filter((transaction) => transaction.block)
    const start = last ? confirmed.findIndex((transaction) => transaction.txid === last.data) + 1 : 0
    if (last && start === 0) return c.json(problem('not_found', 'Transaction not found in the history'), 404)
    return c.json(confirmed.slice(start, start + 25).map(encodeTx))
  })

  const withTransaction = (txid: string) => {
    const parsed = parseTxid(txid)
    if (!parsed.success)
      return { error: problem('invalid_txid', firstIssue(parsed.error)), status: 400 as const }
    const transaction = chain.transaction(parsed.data)
    return transaction
      ? { transaction }
      : { error: problem('not_found', 'Transaction not found'), status: 404 as const }
  }
  app.get('/tx/:txid', (c) => {
    const found = withTransaction(c.req.param('txid'))
    return 'transaction' in found ? c.json(encodeTx(found.transaction)) : c.json(found.error, found.status)
  })
  app.get('/tx/:txid/hex', (c) => {
    const found = withTransaction(c.req.param('txid'))
    return 'transaction' in found
      ? c.text(bytesToHex(found.transaction.raw))
      : c.json(found.error, found.status)
  })
  app.get('/tx/:txid/status', (c) => {
    const found = withTransaction(c.req.param('txid'))
    return 'transaction' in found
      ? c.json(chain.status(found.transaction))
      : c.json(found.error, found.status)
  })
  app.post('/tx', async (c) => {
    const raw = rawTxSchema.safeParse(await c.req.text())
    if (!raw.success) return c.json(problem('invalid_transaction', firstIssue(raw.error)), 400)
    return c.text(chain.submit(hexToBytes(raw.data.toLowerCase())))
  })

  // Regtest controls (Bitcoin Core's generatetoaddress and a faucet); a public Esplora has neither.
  app.post('/mine', async (c) => {
    const body = mineSchema.safeParse(await c.req.json().catch(() => ({})))
    if (!body.success) return c.json(problem('invalid_request', firstIssue(body.error)), 400)
    return c.json(chain.mine(body.data.blocks, body.data.address))
  })
  app.post('/faucet', async (c) => {
    const body = faucetSchema.safeParse(await c.req.json().catch(() => undefined))
    if (!body.success) return c.json(problem('invalid_request', firstIssue(body.error)), 400)
    return c.json({ txid: options.faucet(body.data.address, BigInt(body.data.value)) })
  })
  return app
}
