import { type Address, encodePacked, getContractAddress, getCreate2Address, type Hex, keccak256 } from 'viem'
import { devnetDeployer } from './accounts.js'
import airdropNftArtifact from './artifacts/AirdropNft.json' with { type: 'json' }

export type DevnetContracts = {
  usdc: Address
  ltk: Address
  weth: Address
  multicall3: Address
  smartWallet: Address
  uniswapV2Factory: Address
  uniswapV2Router: Address
  /** ERC-20 "Gold Token" (18 decimals) with a pool against WETH only: swaps to it from USDC or LTK are multi-hop. */
  gld: Address
  /** Swaps through Router02 and takes the 0.85% provider fee for the fee recipient named in each call. */
  feeSwapRouter: Address
  /** Farcaster ids and their custody addresses (the read interface of Farcaster's IdRegistry on Optimism). */
  idRegistry: Address
  /** The ERC-4337 EntryPoint v0.7, at its canonical address (CREATE2 with the official salt). */
  entryPoint: Address
  /** The Safe singleton factory (the deterministic deployment proxy Safe deploys through), at its usual address. */
  safeSingletonFactory: Address
  /** Safe v1.4.1, the singleton every Safe's proxy delegates to. */
  safeSingleton: Address
  /** SafeProxyFactory v1.4.1: `createProxyWithNonce(singleton, initializer, saltNonce)`. */
  safeProxyFactory: Address
  /** MultiSend v1.4.1 (the account's setup runs its steps through it). */
  multiSend: Address
  /** MultiSendCallOnly v1.4.1 (batches of calls from the account). */
  multiSendCallOnly: Address
  /** SafeModuleSetup v0.3.0: enables the 4337 module while a Safe is set up. */
  safeModuleSetup: Address
  /** Safe4337Module v0.3.0 for the EntryPoint v0.7: the account's ERC-4337 module and its fallback handler. */
  safe4337Module: Address
  /** VerifyingPaymaster v0.7 (eth-infinitism): sponsors UserOperations signed by `devnetPaymasterSigner`. */
  verifyingPaymaster: Address
  /** An EIP-7702 delegate that runs a batch of calls atomically for the key account delegating to it. */
  batchExecutor: Address
  /** MetaMask's DelegationManager (ERC-7710): checks a delegation's signature and caveats, then has the delegator run the call. */
  delegationManager: Address
  /** SCL_RIP7212: the P-256 verifier library the HybridDeleGator is linked against (its passkey signers). */
  sclRip7212: Address
  /** HybridDeleGator: the implementation the embedded wallet's smart account proxies (ERC1967) delegate to. */
  hybridDeleGator: Address
  /** SimpleFactory: CREATE2 of the account proxies (`deploy(bytecode, salt)`). */
  simpleFactory: Address
  /** Caveat enforcers: a total of ETH, a total of one ERC-20's transfers, a time window, exact calldata, a most value. */
  nativeTokenTransferAmountEnforcer: Address
  erc20TransferAmountEnforcer: Address
  timestampEnforcer: Address
  exactCalldataEnforcer: Address
  valueLteEnforcer: Address
}

export type DevnetTokenKey = 'usdc' | 'ltk' | 'weth' | 'gld'

export type DevnetToken = { key: DevnetTokenKey; name: string; symbol: string; decimals: number }

/** The ERC-20 tokens on every devnet chain, in deployment order. */
export const devnetTokens = [
  { key: 'usdc', name: 'USD Coin', symbol: 'USDC', decimals: 6 },
  { key: 'ltk', name: 'Latch Token', symbol: 'LTK', decimals: 18 },
  { key: 'weth', name: 'Wrapped Ether', symbol: 'WETH', decimals: 18 },
  { key: 'gld', name: 'Gold Token', symbol: 'GLD', decimals: 18 },
] as const satisfies readonly DevnetToken[]

/**
 * Nonce of the deployer (account #0) for each contract creation. The devnet deploys in exactly this order
 * on a fresh chain, so addresses are the same on every chain and on every start.
 */
export const deploymentNonces = {
  usdc: 0,
  ltk: 1,
  weth: 2,
  smartWallet: 3,
  uniswapV2Factory: 4,
  uniswapV2Router: 5,
  // Created after every transaction of the original setup (nonces 6-19), so the addresses above never moved.
  gld: 20,
  feeSwapRouter: 21,
  // After the GLD pool's four transactions (22-25).
  idRegistry: 26,
} as const

const deployed = (nonce: number) => getContractAddress({ from: devnetDeployer.address, nonce: BigInt(nonce) })

/** Addresses of the devnet contracts, identical on every devnet chain. Known without starting one. */
export const devnetContracts: DevnetContracts = {
  usdc: deployed(deploymentNonces.usdc),
  ltk: deployed(deploymentNonces.ltk),
  weth: deployed(deploymentNonces.weth),
  // The canonical Multicall3 address, where wallets and viem look for it on every chain.
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
  smartWallet: deployed(deploymentNonces.smartWallet),
  uniswapV2Factory: deployed(deploymentNonces.uniswapV2Factory),
  uniswapV2Router: deployed(deploymentNonces.uniswapV2Router),
  gld: deployed(deploymentNonces.gld),
  feeSwapRouter: deployed(deploymentNonces.feeSwapRouter),
  idRegistry: deployed(deploymentNonces.idRegistry),
  // CREATE2 addresses (see accountAbstraction.ts): they depend on the creation code, not on any nonce, and
  // deployContracts checks each against the code it deploys.
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  verifyingPaymaster: '0x443aa8435767F267F84Ff092F0108035889B7c7c',
  // CREATE2 with a zero salt, after the ERC-4337 contracts.
  batchExecutor: '0xC0a9682977208D2220D48f249781de0B27945A5B',
  // Safe's, through the Safe singleton factory with a zero salt, as on public chains: the Safe contracts land at
  // their canonical addresses. The two 4337 contracts do not: the published build's creation code differs from
  // the one deployed on public chains, so the smart account is told where they are.
  safeSingletonFactory: '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7',
  safeSingleton: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
  safeProxyFactory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
  multiSend: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526',
  multiSendCallOnly: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
  safeModuleSetup: '0x179D495Ba379Ec6eE559cbeDD4511FA52976a02A',
  safe4337Module: '0xDBE027F6a41aF5cFF83799669348079d574FaeCE',
  // The Delegation Framework, through the CREATE2 deployer with a zero salt (the DelegationManager owned by the
  // devnet deployer, so its address is ours rather than MetaMask's canonical one).
  delegationManager: '0x0499aac14AC170c99A91051E4f2d91892ddfE882',
  sclRip7212: '0xFEBE41256f9F35C76e6A66FD18dBC1c7115899E9',
  hybridDeleGator: '0xC36212Dbb38f792cb5d9B38712fD9571f7748116',
  simpleFactory: '0xb4aB03CBEC72F3C2E6FF50e7D9CB5d2132185A40',
  nativeTokenTransferAmountEnforcer: '0xD2405F6813c164D3Bef840A076b7A53FADa5e2A5',
  erc20TransferAmountEnforcer: '0x4d4eE276A31d5Ceb7F27e9bb76e7E3c59DA01c16',
  timestampEnforcer: '0x015a4C29cE7C2dB003519694DEc19aF366edC140',
  exactCalldataEnforcer: '0xDE53d355640F703B9D9264db54EFb5AD7ECEEaE5',
  valueLteEnforcer: '0xC3C613576C97bC237C6be5089cE290c5A0Ba4685',
}

/**
 * Where the devnet keeps the embedded wallet's smart account (the HybridDeleGator behind SimpleFactory proxies) and
 * the Delegation Framework its permissions use, in the shape the frame's account takes.
 */
export const devnetSmartAccount = {
  factory: devnetContracts.simpleFactory,
  implementation: devnetContracts.hybridDeleGator,
  delegationManager: devnetContracts.delegationManager,
  enforcers: {
    nativeTokenTransferAmount: devnetContracts.nativeTokenTransferAmountEnforcer,
    erc20TransferAmount: devnetContracts.erc20TransferAmountEnforcer,
    timestamp: devnetContracts.timestampEnforcer,
    exactCalldata: devnetContracts.exactCalldataEnforcer,
    valueLte: devnetContracts.valueLteEnforcer,
  },
} as const

/** keccak256 of the UniswapV2Pair creation code; UniswapV2Router02 computes pair addresses with it. */
export const uniswapV2PairInitCodeHash = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

export type DevnetPool = {
  /** The pair contract (CREATE2 from the factory). */
  address: Address
  /** The pool's two tokens in the order the pair sorts them (token0 < token1). */
  token0: DevnetTokenKey
  token1: DevnetTokenKey
  /** Liquidity seeded at start, in whole tokens: it sets the price (1 LTK = 2 USDC, 1 ETH = 3000 USDC). */
  seed: Partial<Record<DevnetTokenKey, number>>
}

function pool(
  a: DevnetTokenKey,
  b: DevnetTokenKey,
  seed: Partial<Record<DevnetTokenKey, number>>,
): DevnetPool {
  const [token0, token1] =
    BigInt(devnetContracts[a]) < BigInt(devnetContracts[b]) ? ([a, b] as const) : ([b, a] as const)
  const address = getCreate2Address({
    from: devnetContracts.uniswapV2Factory,
    salt: keccak256(encodePacked(['address', 'address'], [devnetContracts[token0], devnetContracts[token1]])),
    bytecodeHash: uniswapV2PairInitCodeHash,
  })
  return { address, token0, token1, seed }
}

/** Uniswap V2 pools seeded with liquidity on every devnet chain. */
export const devnetPools: readonly DevnetPool[] = [
  pool('usdc', 'ltk', { usdc: 2_000_000, ltk: 1_000_000 }),
  pool('usdc', 'weth', { usdc: 300_000, weth: 100 }),
  pool('ltk', 'weth', { ltk: 150_000, weth: 100 }),
  // 1 GLD = 0.0005 ETH (1.5 USDC through WETH); no direct pool with USDC or LTK.
  pool('gld', 'weth', { gld: 200_000, weth: 100 }),
]

/**
 * Where the devnet's Safe (v1.4.1 with the Safe4337Module v0.3.0) finds its contracts, in the
 * parameters permissionless's `toSafeSmartAccount` takes.
 *
 * @example
 * const account = await toSafeSmartAccount({ client, owners: [owner], version: '1.4.1', ...devnetSafe,
 *   entryPoint: { address: entryPoint07Address, version: '0.7' } })
 */
export const devnetSafe = {
  safeSingletonAddress: devnetContracts.safeSingleton,
  safeProxyFactoryAddress: devnetContracts.safeProxyFactory,
  multiSendAddress: devnetContracts.multiSend,
  multiSendCallOnlyAddress: devnetContracts.multiSendCallOnly,
  safeModuleSetupAddress: devnetContracts.safeModuleSetup,
  safe4337ModuleAddress: devnetContracts.safe4337Module,
} as const satisfies Record<string, Address>

/** The creation code of `AirdropNft` (src/contracts/AirdropNft.sol), which tests deploy to airdrop spam NFTs. */
export const airdropNftBytecode = airdropNftArtifact.bytecode as Hex
