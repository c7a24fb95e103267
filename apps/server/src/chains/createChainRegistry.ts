import { type Address, type Chain, createPublicClient, custom, type Hex, type PublicClient } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import * as viemChains from 'viem/chains'
import { createUpstreamPool, type UpstreamPool } from '../rpc/createUpstreamPool.js'
import type { UpstreamConfig } from '../upstreams/upstreamEndpoint.js'
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
 * account's contracts (MetaMask's Delegation Framework: the HybridDeleGator, its SimpleFactory, the
 * DelegationManager and caveat enforcers), and a VerifyingPaymaster whose signer key lets the server sponsor
 * UserOperations.
 */
export type SmartAccountsConfig = {
  bundlerUrl: string
  /** SimpleFactory; the devnet's on 31337 and 31338, MetaMask's canonical deployment (v1.3.0) elsewhere. */
  factory?: Address | undefined
  /** HybridDeleGator implementation; the devnet's on 31337 and 31338, MetaMask's canonical one elsewhere. */
  implementation?: Address | undefined
  /** DelegationManager; the devnet's on 31337 and 31338, MetaMask's canonical one elsewhere. */
  delegationManager?: Address | undefined
  /** VerifyingPaymaster v0.7; the devnet's on 31337 and 31338 by default. */
  paymaster?: Address | undefined
  /** The key the paymaster trusts; without one, UserOperations are not sponsored. */
  paymasterSignerKey?: Hex | undefined
}

export type SmartAccountsEntry = {
  bundlerUrl: string
  entryPoint: Address
  factory: Address
  implementation: Address
  delegationManager: Address
  enforcers: DelegationEnforcers
  /** Set when the server can sponsor: the paymaster and its signer key. */
  paymaster: { address: Address; signerKey: Hex } | undefined
}

export type ChainConfig = {
  chainId: number
  name?: string | undefined
  /** The chain's JSON-RPC URLs, each alone or with the headers sent with its requests (a provider's key). */
  rpcUrls: UpstreamConfig[]
  /** Pools to price from; the devnet's by default on 31337 and 31338, none elsewhere. */
  amm?: AmmPricing | false | undefined
  /** Swap contracts over the `amm` pools; the devnet's by default on 31337 and 31338, none elsewhere. */
  swap?: SwapContracts | false | undefined
  /** Per-upstream timeout. Default 10 s. */
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
      rpcUrls: { default: { http: rpc.urls } },
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

/** The caveat enforcers the embedded wallet's permissions are made of. */
export type DelegationEnforcers = {
  nativeTokenTransferAmount: Address
  erc20TransferAmount: Address
  timestamp: Address
  exactCalldata: Address
  valueLte: Address
}

/**
 * Where MetaMask deployed the Delegation Framework v1.3.0 on public chains (@metamask/delegation-deployments):
 * the same addresses on every chain.
 */
const canonicalDelegationFramework = {
  factory: '0x69aa2f9fe1572f1b640e1bbc512f5c3a734fc77c',
  implementation: '0x48dbe696a4d990079e039489ba2053b36e8ffec4',
  delegationManager: '0xdb9b1e94b5b69df7e401ddbede43491141047db3',
  enforcers: {
    nativeTokenTransferAmount: '0xf71af580b9c3078fbc2bbf16fbb8eed82b330320',
    erc20TransferAmount: '0xf100b0819427117ecf76ed94b358b1a5b5c6d2fc',
    timestamp: '0x1046bb45c8d673d4ea75321280db34899413c069',
    exactCalldata: '0x99f2e9bf15ce5ec84685604836f71ab835dbbded',
    valueLte: '0x92bf12322527caa612fd31a0e810472bbb106a8f',
  },
} as const satisfies Omit<SmartAccountsEntry, 'bundlerUrl' | 'entryPoint' | 'paymaster'>

const devnetDelegationFramework = {
  factory: devnetAddresses.simpleFactory,
  implementation: devnetAddresses.hybridDeleGator,
  delegationManager: devnetAddresses.delegationManager,
  enforcers: {
    nativeTokenTransferAmount: devnetAddresses.nativeTokenTransferAmountEnforcer,
    erc20TransferAmount: devnetAddresses.erc20TransferAmountEnforcer,
    timestamp: devnetAddresses.timestampEnforcer,
    exactCalldata: devnetAddresses.exactCalldataEnforcer,
    valueLte: devnetAddresses.valueLteEnforcer,
  },
} as const satisfies Omit<SmartAccountsEntry, 'bundlerUrl' | 'entryPoint' | 'paymaster'>

/** The chain's ERC-4337 entry; the devnet's contracts and paymaster stand in on 31337 and 31338. */
function smartAccountsOf(config: ChainConfig): SmartAccountsEntry | undefined {
  const settings = config.smartAccounts
  if (!settings) return undefined
  const devnet = isDevnetChain(config.chainId)
  const framework = devnet ? devnetDelegationFramework : canonicalDelegationFramework
  const paymaster = settings.paymaster ?? (devnet ? devnetAddresses.verifyingPaymaster : undefined)
  return {
    bundlerUrl: settings.bundlerUrl,
    entryPoint: entryPoint07Address,
    factory: settings.factory ?? framework.factory,
    implementation: settings.implementation ?? framework.implementation,
    delegationManager: settings.delegationManager ?? framework.delegationManager,
    enforcers: framework.enforcers,
    paymaster:
      paymaster && settings.paymasterSignerKey
        ? { address: paymaster, signerKey: settings.paymasterSignerKey }
        : undefined,
  }
}
