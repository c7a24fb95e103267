import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { PortInUseError } from '../errors.js'
import type { ListenParameters } from '../listenParameters.js'
import {
  type BitcoinDevnetAccount,
  bitcoinDevnetAccounts,
  bitcoinDevnetGrant,
  bitcoinDevnetMiner,
} from './bitcoinAccounts.js'
import { bitcoinCoinbaseMaturity, bitcoinRegtestCaipNetworkId } from './bitcoinRegtestConstants.js'
import type { BitcoinChain } from './chain/bitcoinChainTypes.js'
import { createBitcoinChain } from './createBitcoinChain.js'
import { createEsploraApp } from './createEsploraApp.js'
import { sendFromBitcoinKey } from './sendFromBitcoinKey.js'

export type StartBitcoinRegtestParameters = ListenParameters & {
  /** Mine a block after every accepted transaction. Default: off (blocks on `POST /mine`). */
  autoMine?: boolean
}

export type BitcoinRegtest = {
  /** The Esplora-shaped HTTP API (no trailing slash), as `https://blockstream.info/api` is for mainnet. */
  esploraUrl: string
  port: number
  caipNetworkId: typeof bitcoinRegtestCaipNetworkId
  accounts: readonly BitcoinDevnetAccount[]
  /** The chain itself, for tests that mine or inspect without HTTP. */
  chain: BitcoinChain
  /** Sends `value` satoshis from the miner's matured rewards to `address`; returns the txid. */
  fund(address: string, value: bigint): string
  /** Pays `outputs` from the P2WPKH address of `privateKey` (a test account's payment address); returns the txid. */
  send(privateKey: string, outputs: readonly { address: string; value: bigint }[]): string
  /** Stops the server; resolves once the port is free. Calling it twice is harmless. */
  stop(): Promise<void>
}

/**
 * The local Bitcoin chain (regtest rules, in memory) behind an Esplora-shaped HTTP API. At start it mines
 * 110 blocks to its miner key and pays every test account `bitcoinDevnetGrant` in one confirmed transaction.
 *
 * @example
 * const regtest = await startBitcoinRegtest()
 * await fetch(`${regtest.esploraUrl}/address/${regtest.accounts[0].payment}`)
 * await regtest.stop()
 */
export async function startBitcoinRegtest(
  parameters: StartBitcoinRegtestParameters = {},
): Promise<BitcoinRegtest> {
  const host = parameters.host ?? '127.0.0.1'
  const chain = createBitcoinChain({
    miner: bitcoinDevnetMiner.payment,
    ...(parameters.autoMine ? { autoMine: true } : {}),
  })
  chain.mine(bitcoinCoinbaseMaturity + 10)
  sendFromBitcoinKey(
    chain,
    bitcoinDevnetMiner.privateKey,
    bitcoinDevnetAccounts.flatMap((account) => [
      { address: account.payment, value: bitcoinDevnetGrant.payment },
      { address: account.ordinal, value: bitcoinDevnetGrant.ordinal },
    ]),
  )
  if (!parameters.autoMine) chain.mine(1)
  const fund = (address: string, value: bigint) =>
    sendFromBitcoinKey(chain, bitcoinDevnetMiner.privateKey, [{ address, value }])
  const app = createEsploraApp(chain, { faucet: fund })

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: app.fetch, port: parameters.port ?? 0, hostname: host }, () =>
      resolve(started),
    )
    started.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new PortInUseError({ host, port: parameters.port ?? 0 }) : error),
    )
  })
  const { port } = server.address() as AddressInfo
  let stopping: Promise<void> | undefined
  return {
    esploraUrl: `http://${host}:${port}`,
    port,
    caipNetworkId: bitcoinRegtestCaipNetworkId,
    accounts: bitcoinDevnetAccounts,
    chain,
    fund,
    send: (privateKey, outputs) => sendFromBitcoinKey(chain, privateKey, outputs),
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        if ('closeAllConnections' in server) server.closeAllConnections()
      })
      return stopping
    },
  }
}
