import { type Address, type Chain, createPublicClient, custom, type Hex, type PublicClient } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import * as viemChains from 'viem/chains'
import { createUpstreamPool, type UpstreamPool } from '../rpc/createUpstreamPool.js'
import { devnetAddresses, isDevnetChain } from './devnetChains.js'

/** Uniswap-V2-style pools that price a chain's tokens against a USD coin. */
export type AmmPricing = { factory: Address; usdToken: Address; wrappedNative: Address }

/**
 * Where swaps go: a fee-taking router (the devnet's FeeSwapRouter interface) in front of a Uniswap V2
 * Router02 over the `amm` factory. Users approve `feeSwapRouter`, which is the swap transaction's target.
 */
export type SwapContracts = { router: Address; feeSwapRouter: Address }

/**
 * The chain's ERC-4337 stack: its bundler (reached only through the server's `/v1/bundler`), the smart
 * account's contracts (Safe v1.4.1 with the Safe4337Module v0.3.0), and a VerifyingPaymaster whose signer key
 * lets the server sponsor UserOperations.
 */
export type SmartAccountsConfig = {
  bundlerUrl: string
  /** SafeProxyFactory v1.4.1; the devnet's on 31337 and 31338, Safe's canonical deployment elsewhere. */
  factory?: Address | undefined
  /** Safe4337Module v0.3.0; the devnet's on 31337 and 31338, Safe's canonical deployment elsewhere. */
  safe4337Module?: Address | undefined
  /** SafeModuleSetup v0.3.0; the devnet's on 31337 and 31338, Safe's canonical deployment elsewhere. */
  safeModuleSetup?: Address | undefined
  /** VerifyingPaymaster v0.7; the devnet's on 31337 and 31338 by default. */
  paymaster?: Address | undefined
  /** The key the paymaster trusts; without one, UserOperations are not sponsored. */
  paymasterSignerKey?: Hex | undefined
}

export type SmartAccountsEntry = {
  bundlerUrl: string
  entryPoint: Address
  factory: Address
  safe4337Module: Address
  safeModuleSetup: Address
  /** Set when the server can sponsor: the paymaster and its signer key. */
  paymaster: { address: Address; signerKey: Hex } | undefined
}

export type ChainConfig = {
  chainId: number
  name?: string | undefined
  rpcUrls: string[]
  /** Pools to price from; the devnet's by default on 31337 and 31338, none elsewhere. */
  amm?: AmmPricing | false | undefined
  /** Swap contracts over the `amm` pools; the devnet's by default on 31337 and 31338, none elsewhere. */
  swap?: SwapContracts | false | undefined
  /** Per-upstream timeout. Default 10 s (the specification's RPC timeout). */
  rpcTimeoutMs?: number | undefined
  /** The chain's bundler and paymaster: embedded wallets are smart accounts here. None by default. */
  smartAccounts?: SmartAccountsConfig | undefined
}

export type ChainEntry = {
  chainId: number
  /** CAIP-2 id, e.g. `eip155:31337`. */
  caip: `eip155:${number}`
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpc: UpstreamPool
  /** A viem client over the same upstreams (ranked, with fallback). */
  client: PublicClient
  amm: AmmPricing | undefined
  /** Set only when `amm` is: swaps route through its pools. */
  swap: SwapContracts | undefined
  smartAccounts: SmartAccountsEntry | undefined
}

export type ChainRegistry = {
  list(): ChainEntry[]
  get(chainId: number): ChainEntry | undefined
}

const knownChains = new Map<number, Chain>(
  Object.values(viemChains as Record<string, Chain>)
    .filter((chain) => typeof chain === 'object' && chain !== null && typeof chain.id === 'number')
    .map((chain) => [chain.id, chain]),
)

/**
 * The chains this server serves, each with its RPC upstream pool. Names and native currencies come
 * from `viem/chains` when the configuration does not give them.
 *
 * @example
 * const chains = createChainRegistry([{ chainId: 31337, rpcUrls: ['http://127.0.0.1:8545'] }])
 * chains.get(31337)?.caip // 'eip155:31337'
 */
export function createChainRegistry(configs: readonly ChainConfig[]): ChainRegistry {
  const entries = new Map<number, ChainEntry>()
  for (const config of configs) {
    const known = isDevnetChain(config.chainId) ? undefined : knownChains.get(config.chainId)
    const name =
      config.name ??
      known?.name ??
      (isDevnetChain(config.chainId) ? `Latch Devnet ${config.chainId}` : `Chain ${config.chainId}`)
    const nativeCurrency = known?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    const rpc = createUpstreamPool({ urls: config.rpcUrls, timeoutMs: config.rpcTimeoutMs })
    const chain: Chain = {
      id: config.chainId,
      name,
      nativeCurrency,
      rpcUrls: { default: { http: config.rpcUrls } },
      contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
    }
    const client = createPublicClient({
      chain,
      transport: custom({
        request: ({ method, params }) => rpc.request(method, params as unknown[] | undefined),
      }),
    })
    const amm =
      config.amm === false
        ? undefined
        : (config.amm ??
          (isDevnetChain(config.chainId)
            ? {
                factory: devnetAddresses.uniswapV2Factory,
                usdToken: devnetAddresses.usdc,
                wrappedNative: devnetAddresses.weth,
              }
            : undefined))
    const swap =
      !amm || config.swap === false
        ? undefined
        : (config.swap ??
          (isDevnetChain(config.chainId)
            ? { router: devnetAddresses.uniswapV2Router, feeSwapRouter: devnetAddresses.feeSwapRouter }
            : undefined))
    entries.set(config.chainId, {
      chainId: config.chainId,
      caip: `eip155:${config.chainId}`,
      name,
      nativeCurrency,
      rpc,
      client,
      amm,
      swap,
      smartAccounts: smartAccountsOf(config),
    })
  }
  return {
    list: () => [...entries.values()],
    get: (chainId) => entries.get(chainId),
  }
}

/**
 * Where Safe deployed the smart account's contracts on public chains (safe-deployments and
 * safe-modules-deployments: Safe v1.4.1, Safe4337Module v0.3.0 for the EntryPoint v0.7).
 */
const canonicalSafe = {
  factory: '0x4e1dcf7ad4e460cfd30791ccc4f9c8a4f820ec67',
  safe4337Module: '0x75cf11467937ce3f2f357ce24ffc3dbf8fd5c226',
  safeModuleSetup: '0x2dd68b007b46fbe91b9a7c3eda5a7a1063cb5b47',
} as const satisfies Record<string, Address>

/** The chain's ERC-4337 entry; the devnet's contracts and paymaster stand in on 31337 and 31338. */
function smartAccountsOf(config: ChainConfig): SmartAccountsEntry | undefined {
  const settings = config.smartAccounts
  if (!settings) return undefined
  const devnet = isDevnetChain(config.chainId)
  const safe = devnet
    ? {
        factory: devnetAddresses.safeProxyFactory,
        safe4337Module: devnetAddresses.safe4337Module,
        safeModuleSetup: devnetAddresses.safeModuleSetup,
      }
    : canonicalSafe
  const paymaster = settings.paymaster ?? (devnet ? devnetAddresses.verifyingPaymaster : undefined)
  return {
    bundlerUrl: settings.bundlerUrl,
    entryPoint: entryPoint07Address,
    factory: settings.factory ?? safe.factory,
    safe4337Module: settings.safe4337Module ?? safe.safe4337Module,
    safeModuleSetup: settings.safeModuleSetup ?? safe.safeModuleSetup,
    paymaster:
      paymaster && settings.paymasterSignerKey
        ? { address: paymaster, signerKey: settings.paymasterSignerKey }
        : undefined,
  }
}
