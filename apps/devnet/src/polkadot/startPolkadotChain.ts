import type { Blockchain } from '@acala-network/chopsticks'
import { chainSpec } from '@substrate/connect-known-chains/rococo_v2_2_asset_hub'
import { PortInUseError } from '../errors.js'
import type { ListenParameters } from '../listenParameters.js'
import {
  type PolkadotDevnetAccount,
  polkadotDevnetAccounts,
  polkadotDevnetGrant,
} from './polkadotAccounts.js'

export type StartPolkadotChainParameters = ListenParameters

export type PolkadotChain = {
  /** The JSON-RPC endpoint over WebSocket, as `@polkadot/api`'s `WsProvider` takes it. */
  wsUrl: string
  /** The same endpoint over HTTP. */
  rpcUrl: string
  port: number
  /** `polkadot:` and the first 32 hex characters of the genesis hash (CAIP-2). */
  caipNetworkId: `polkadot:${string}`
  /** The genesis block's hash, 0x-prefixed. */
  genesisHash: string
  /** Read from the chain's runtime and chain spec. */
  ss58Format: number
  decimals: number
  symbol: string
  name: string
  accounts: readonly PolkadotDevnetAccount[]
  /** Sets the free balance of `address` (planck) and seals a block. */
  fund(address: string, value: bigint): Promise<void>
  /** Stops the chain and its server; resolves once the port is free. Calling it twice is harmless. */
  stop(): Promise<void>
}

type ChainSpecJson = { name: string; properties?: { tokenDecimals?: number; tokenSymbol?: string } }

let chopsticks: Promise<typeof import('@acala-network/chopsticks')> | undefined

/** Chopsticks, loaded when a chain starts; its loggers take their level when loaded (every block at info otherwise). */
function loadChopsticks() {
  chopsticks ??= (async () => {
    const level = process.env.LOG_LEVEL
    process.env.LOG_LEVEL = level ?? 'warn'
    try {
      return await import('@acala-network/chopsticks')
    } finally {
      if (level === undefined) delete process.env.LOG_LEVEL
    }
  })()
  return chopsticks
}

/**
 * A local Polkadot chain: the real Rococo Asset Hub runtime (wasm, from the genesis chain spec that
 * `@substrate/connect-known-chains` ships) executed by Chopsticks, offline, a block sealed for every extrinsic
 * submitted. At start every test account holds `polkadotDevnetGrant`.
 *
 * @example
 * const chain = await startPolkadotChain()
 * const api = await ApiPromise.create({ provider: new WsProvider(chain.wsUrl) })
 * await chain.stop()
 */
export async function startPolkadotChain(
  parameters: StartPolkadotChainParameters = {},
): Promise<PolkadotChain> {
  const host = parameters.host ?? '127.0.0.1'
  const spec = JSON.parse(chainSpec) as ChainSpecJson
  const { setStorage, setupWithServer } = await loadChopsticks()
  let started: Awaited<ReturnType<typeof setupWithServer>>
  try {
    started = await setupWithServer({
      genesis: spec as never,
      'build-block-mode': 'Instant' as never,
      port: parameters.port ?? 0,
      host,
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new PortInUseError({ host, port: parameters.port ?? 0 })
    throw error
  }
  const chain = started.chain as Blockchain
  const port = Number(started.addr.split(':').at(-1))
  const registry = await chain.head.registry
  const genesis = await chain.getBlockAt(0)
  if (!genesis) throw new Error('The Polkadot chain has no genesis block.')
  const accounts = await polkadotDevnetAccounts(registry.chainSS58 ?? 42)
  const fund = async (address: string, value: bigint) => {
    await setStorage(chain, {
      System: { Account: [[[address], { providers: 1, data: { free: value.toString() } }]] },
    })
    await chain.newBlock()
  }
  await setStorage(chain, {
    System: {
      Account: accounts.map((account) => [
        [account.address],
        { providers: 1, data: { free: polkadotDevnetGrant.toString() } },
      ]),
    },
  })
  await chain.newBlock()

  let stopping: Promise<void> | undefined
  return {
    wsUrl: `ws://${host}:${port}`,
    rpcUrl: `http://${host}:${port}`,
    port,
    caipNetworkId: `polkadot:${genesis.hash.slice(2, 34)}`,
    genesisHash: genesis.hash,
    ss58Format: registry.chainSS58 ?? 42,
    decimals: registry.chainDecimals[0] ?? spec.properties?.tokenDecimals ?? 12,
    symbol: registry.chainTokens[0] ?? spec.properties?.tokenSymbol ?? 'UNIT',
    name: spec.name,
    accounts,
    fund,
    stop() {
      stopping ??= started.close()
      return stopping
    },
  }
}
