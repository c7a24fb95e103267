export {
  accountAbstractionSalt,
  create2Deployer,
  devnetPaymasterDeposit,
} from './accountAbstraction.js'
export {
  type DevnetAccount,
  devnetAccounts,
  devnetBundlerExecutor,
  devnetMnemonic,
  devnetPaymasterSigner,
  devnetSmartWalletOwner,
} from './accounts.js'
export { type AnvilInstance, findFreePort, resolveAnvilBinary, startAnvil } from './anvil.js'
export {
  airdropNftAbi,
  batchExecutorAbi,
  delegationManagerAbi,
  devnetTokenAbi,
  entryPointAbi,
  feeSwapRouterAbi,
  hybridDeleGatorAbi,
  idRegistryAbi,
  safe4337ModuleAbi,
  safeAbi,
  smartWalletAbi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
  verifyingPaymasterAbi,
  weth9Abi,
} from './artifacts/abis.js'
export {
  type BitcoinDevnetAccount,
  bitcoinDevnetAccounts,
  bitcoinDevnetGrant,
} from './bitcoin/bitcoinAccounts.js'
export {
  bitcoinRegtestCaipNetworkId,
  bitcoinRegtestGenesisHash,
  bitcoinRegtestNetwork,
} from './bitcoin/bitcoinRegtestConstants.js'
export {
  type BitcoinRegtest,
  type StartBitcoinRegtestParameters,
  startBitcoinRegtest,
} from './bitcoin/startBitcoinRegtest.js'
export {
  airdropNftBytecode,
  type DevnetContracts,
  type DevnetPool,
  type DevnetToken,
  type DevnetTokenKey,
  devnetContracts,
  devnetPools,
  devnetSafe,
  devnetSmartAccount,
  devnetTokens,
  uniswapV2PairInitCodeHash,
} from './contracts.js'
export { createDevnetBundlerClient } from './createDevnetBundlerClient.js'
export { deployContracts, devnetSmartWalletFunding, devnetTokenGrant } from './deployContracts.js'
export { devnetRpc, waitForDevnetReceipt } from './devnetRpc.js'
export {
  type DevnetServerServices,
  devnetPolkadotNetwork,
  devnetServerOptions,
} from './devnetServerOptions.js'
export {
  AnvilNotFoundError,
  AnvilStartError,
  BundlerStartError,
  DeploymentError,
  DevnetError,
  PortInUseError,
} from './errors.js'
export { formatDevnet } from './formatDevnet.js'
export {
  type PolkadotDevnetAccount,
  polkadotDevnetAccounts,
  polkadotDevnetAccountUris,
  polkadotDevnetGrant,
} from './polkadot/polkadotAccounts.js'
export {
  type PolkadotChain,
  type StartPolkadotChainParameters,
  startPolkadotChain,
} from './polkadot/startPolkadotChain.js'
export { solanaRpcMethods } from './solana/createSolanaRpcHandler.js'
export { deriveSolanaKeypair } from './solana/deriveSolanaKeypair.js'
export { LiteSvmNotFoundError } from './solana/liteSvm.js'
export { type SolanaDevnetAccount, solanaDevnetAccounts } from './solana/solanaAccounts.js'
export {
  type SolanaPriceFeed,
  solanaDevnetCaipNetworkId,
  solanaDevnetGenesisHash,
  solanaDevnetGrant,
  solanaDevnetMintAuthority,
  solanaDevnetPriceFeeds,
  solanaDevnetUsdcDecimals,
  solanaDevnetUsdcMint,
  solanaLamportsPerSignature,
  solanaProgramAddresses,
} from './solana/solanaDevnetConstants.js'
export {
  type SolanaValidator,
  type StartSolanaValidatorParameters,
  startSolanaValidator,
} from './solana/startSolanaValidator.js'
export {
  type PaymasterFields,
  type SponsoredUserOperation,
  type SponsorUserOperationParameters,
  sponsorUserOperation,
} from './sponsorUserOperation.js'
export { type Bundler, type StartBundlerParameters, startBundler } from './startBundler.js'
export {
  type Devnet,
  type DevnetChain,
  defaultDevnetChainIds,
  devnetChainName,
  type StartDevnetParameters,
  startDevnet,
} from './startDevnet.js'
export { toViemChain } from './toViemChain.js'
