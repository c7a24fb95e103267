import {
  type DevnetAccount,
  devnetAccounts,
  devnetPaymasterSigner,
  devnetSmartWalletOwner,
} from './accounts.js'
import { type AnvilInstance, startAnvil } from './anvil.js'
import { type BitcoinRegtest, startBitcoinRegtest } from './bitcoin/startBitcoinRegtest.js'
import { type DevnetContracts, devnetContracts } from './contracts.js'
import { deployContracts } from './deployContracts.js'
import { DevnetError } from './errors.js'
import { type PolkadotChain, startPolkadotChain } from './polkadot/startPolkadotChain.js'
import { type SolanaValidator, startSolanaValidator } from './solana/startSolanaValidator.js'
import { type Bundler, startBundler } from './startBundler.js'

export type DevnetChain = {
  chainId: number
  name: string
  rpcUrl: string
  port: number
  contracts: DevnetContracts
  /** The chain's ERC-4337 bundler (`@pimlico/alto`), when started with `bundler`. */
  bundlerUrl: string | undefined
}

export type Devnet = {
  chains: DevnetChain[]
  accounts: DevnetAccount[]
  smartWalletOwner: DevnetAccount
  /** The key the VerifyingPaymaster trusts (`sponsorUserOperation` signs with it). */
  paymasterSigner: DevnetAccount
  /** The local Solana validator, when started with `solana`. */
  solana: SolanaValidator | undefined
  /** The local Bitcoin chain (regtest) behind its Esplora-shaped API, when started with `bitcoin`. */
  bitcoin: BitcoinRegtest | undefined
  /** The local Polkadot chain (Chopsticks running a real runtime), when started with `polkadot`. */
  polkadot: PolkadotChain | undefined
  /** Stops every chain and resolves once their processes have exited and their ports are free. */
  stop(): Promise<void>
}

export type StartDevnetParameters = {
  /** Chain ids, one anvil node each. Default [31337, 31338]. */
  chainIds?: number[]
  /** One port per chain; 0 picks a free port. Default: all 0. */
  ports?: number[]
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string
  /** Also start the local Solana validator (litesvm), on `port` (0 or absent: a free port). Default: off. */
  solana?: boolean | { port?: number; slotMs?: number }
  /** Also start the local Bitcoin chain and its Esplora API, on `port` (0 or absent: a free port). Default: off. */
  bitcoin?: boolean | { port?: number; autoMine?: boolean }
  /** Also start the local Polkadot chain (about 4 s), on `port` (0 or absent: a free port). Default: off. */
  polkadot?: boolean | { port?: number }
  /**
   * Also start a real ERC-4337 bundler per chain (about 1.5 s and 180 MB each, in parallel with the chains'
   * setup of the others): only the suites that send UserOperations ask for it. Ports: one per chain, 0 or
   * absent a free one. Default: off.
   */
  bundler?: boolean | { ports?: number[] }
}

export const defaultDevnetChainIds = [31337, 31338] as const

/** Display name of a devnet chain. */
export function devnetChainName(chainId: number): string {
  return `Latch Devnet ${chainId}`
}

/**
 * Starts local EVM chains (anvil) in parallel, deploys the devnet contracts on each and funds the test
 * accounts. Contract addresses are the same on every chain (see `devnetContracts`).
 *
 * @example
 * const devnet = await startDevnet()
 * const [chain] = devnet.chains // { chainId: 31337, rpcUrl: 'http://127.0.0.1:41234', contracts, ... }
 * await devnet.stop()
 */
export async function startDevnet(parameters: StartDevnetParameters = {}): Promise<Devnet> {
  const { chainIds = [...defaultDevnetChainIds], host = '127.0.0.1' } = parameters
  const ports = parameters.ports ?? chainIds.map(() => 0)
  if (ports.length !== chainIds.length) {
    throw new DevnetError(`Got ${ports.length} ports for ${chainIds.length} chains; give one port per chain.`)
  }
  if (new Set(chainIds).size !== chainIds.length) throw new DevnetError('Chain ids must be distinct.')

  const solanaOptions = parameters.solana === true ? {} : parameters.solana || undefined
  const solanaStart = solanaOptions ? startSolanaValidator({ ...solanaOptions, host }) : undefined
  const bitcoinOptions = parameters.bitcoin === true ? {} : parameters.bitcoin || undefined
  const bitcoinStart = bitcoinOptions ? startBitcoinRegtest({ ...bitcoinOptions, host }) : undefined
  const polkadotOptions = parameters.polkadot === true ? {} : parameters.polkadot || undefined
  const polkadotStart = polkadotOptions ? startPolkadotChain({ ...polkadotOptions, host }) : undefined
  const bundlerPorts = parameters.bundler
    ? parameters.bundler === true
      ? []
      : (parameters.bundler.ports ?? [])
    : undefined
  const started = await Promise.allSettled(
    chainIds.map(async (chainId, index) => {
      const anvil = await startAnvil({ chainId, host, port: ports[index] ?? 0 })
      let bundler: Bundler | undefined
      try {
        await deployContracts({ rpcUrl: anvil.rpcUrl })
        if (bundlerPorts)
          bundler = await startBundler({ rpcUrl: anvil.rpcUrl, host, port: bundlerPorts[index] ?? 0 })
      } catch (error) {
        await anvil.stop()
        throw error
      }
      return { anvil, bundler }
    }),
  )
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const [solana, bitcoin, polkadot] = await Promise.allSettled([solanaStart, bitcoinStart, polkadotStart])
  const solanaValidator = solana.status === 'fulfilled' ? solana.value : undefined
  const bitcoinRegtest = bitcoin.status === 'fulfilled' ? bitcoin.value : undefined
  const polkadotChain = polkadot.status === 'fulfilled' ? polkadot.value : undefined
  const failed = [...started, solana, bitcoin, polkadot].find((result) => result.status === 'rejected')
  if (failed) {
    await Promise.all([
      stopAll(nodes),
      solanaValidator?.stop(),
      bitcoinRegtest?.stop(),
      polkadotChain?.stop(),
    ])
    throw failed.reason
  }

  let stopping: Promise<void> | undefined
  return {
    chains: nodes.map(({ anvil, bundler }) => ({
      chainId: anvil.chainId,
      name: devnetChainName(anvil.chainId),
      rpcUrl: anvil.rpcUrl,
      port: anvil.port,
      contracts: { ...devnetContracts },
      bundlerUrl: bundler?.url,
    })),
    accounts: [...devnetAccounts],
    smartWalletOwner: devnetSmartWalletOwner,
    paymasterSigner: devnetPaymasterSigner,
    solana: solanaValidator,
    bitcoin: bitcoinRegtest,
    polkadot: polkadotChain,
    stop() {
      stopping ??= Promise.all([
        stopAll(nodes),
        solanaValidator?.stop(),
        bitcoinRegtest?.stop(),
        polkadotChain?.stop(),
      ]).then(() => {})
      return stopping
    },
  }
}

async function stopAll(nodes: { anvil: AnvilInstance; bundler: Bundler | undefined }[]): Promise<void> {
  // The bundler first: it polls the chain and would log the node's disappearance.
  await Promise.all(
    nodes.map(async ({ anvil, bundler }) => {
      await bundler?.stop()
      await anvil.stop()
    }),
  )
}
