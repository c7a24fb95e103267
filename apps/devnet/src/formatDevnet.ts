import { devnetPaymasterDeposit } from './accountAbstraction.js'
import { bitcoinDevnetGrant } from './bitcoin/bitcoinAccounts.js'
import type { BitcoinRegtest } from './bitcoin/startBitcoinRegtest.js'
import { type DevnetContracts, devnetPools } from './contracts.js'
import { devnetSmartWalletFunding, devnetTokenGrant } from './deployContracts.js'
import { polkadotDevnetGrant } from './polkadot/polkadotAccounts.js'
import type { PolkadotChain } from './polkadot/startPolkadotChain.js'
import { solanaDevnetGrant, solanaDevnetPriceFeeds } from './solana/solanaDevnetConstants.js'
import type { SolanaValidator } from './solana/startSolanaValidator.js'
import type { Devnet } from './startDevnet.js'

function formatSolanaValidator(solana: SolanaValidator): string[] {
  const lines = [
    `Solana Local  ${solana.caipNetworkId}  ${solana.rpcUrl}  (WebSocket ${solana.wsUrl})`,
    `  USDC mint (6 decimals, authority account #0)  ${solana.usdcMint}`,
    `  Pyth price feeds: ${solanaDevnetPriceFeeds.map((feed) => `${feed.symbol}/USD ${feed.account} ($${feed.price})`).join(', ')}`,
    `  Test accounts (${solanaDevnetGrant.sol.toLocaleString('en-US')} SOL and ${solanaDevnetGrant.usdc.toLocaleString('en-US')} USDC each; m/44'/501'/i'/0' of the mnemonic "test test … junk"):`,
  ]
  solana.accounts.forEach((account, index) => {
    lines.push(`  (${index}) ${account.address}  secret key ${account.secretKey}`)
  })
  return lines
}

function formatBitcoinRegtest(bitcoin: BitcoinRegtest): string[] {
  const btc = (sats: bigint) => (Number(sats) / 1e8).toString()
  const lines = [
    `Bitcoin Regtest  ${bitcoin.caipNetworkId}  Esplora API ${bitcoin.esploraUrl}  (POST /mine, POST /faucet)`,
    `  Test accounts (${btc(bitcoinDevnetGrant.payment)} BTC on the payment address, ${btc(bitcoinDevnetGrant.ordinal)} BTC on the ordinal address):`,
  ]
  bitcoin.accounts.forEach((account, index) => {
    lines.push(
      `  (${index}) payment ${account.payment}  ordinal ${account.ordinal}  key ${account.privateKey}`,
    )
  })
  return lines
}

function formatPolkadotChain(polkadot: PolkadotChain): string[] {
  const whole = polkadotDevnetGrant / 10n ** BigInt(polkadot.decimals)
  const lines = [
    `Polkadot Local (${polkadot.name} runtime)  ${polkadot.caipNetworkId}  ${polkadot.wsUrl}  (SS58 prefix ${polkadot.ss58Format}, ${polkadot.decimals} decimals)`,
    `  Test accounts (${whole.toLocaleString('en-US')} ${polkadot.symbol} each; sr25519 keys of the secret URIs shown):`,
  ]
  polkadot.accounts.forEach((account, index) => {
    lines.push(`  (${index}) ${account.address}  secret URI ${account.uri}`)
  })
  return lines
}

const contractLabels: Record<keyof DevnetContracts, string> = {
  usdc: 'USDC (6 decimals)',
  ltk: 'LTK (18 decimals)',
  weth: 'WETH',
  multicall3: 'Multicall3',
  smartWallet: 'SmartWallet (ERC-1271)',
  uniswapV2Factory: 'Uniswap V2 Factory',
  uniswapV2Router: 'Uniswap V2 Router02',
  gld: 'GLD (18 decimals)',
  feeSwapRouter: 'FeeSwapRouter (0.85% fee)',
  idRegistry: 'IdRegistry (Farcaster ids)',
  entryPoint: 'EntryPoint v0.7 (ERC-4337)',
  verifyingPaymaster: 'VerifyingPaymaster v0.7',
  batchExecutor: 'BatchExecutor (EIP-7702 delegate)',
  safeSingletonFactory: 'Safe singleton factory',
  safeSingleton: 'Safe v1.4.1 (smart account)',
  safeProxyFactory: 'SafeProxyFactory v1.4.1',
  multiSend: 'MultiSend v1.4.1',
  multiSendCallOnly: 'MultiSendCallOnly v1.4.1',
  safeModuleSetup: 'SafeModuleSetup v0.3.0',
  safe4337Module: 'Safe4337Module v0.3.0',
  delegationManager: 'DelegationManager (ERC-7710)',
  sclRip7212: 'SCL_RIP7212 (P-256 library)',
  hybridDeleGator: 'HybridDeleGator (smart account)',
  simpleFactory: 'SimpleFactory (account proxies)',
  nativeTokenTransferAmountEnforcer: 'NativeTokenTransferAmountEnforcer',
  erc20TransferAmountEnforcer: 'ERC20TransferAmountEnforcer',
  timestampEnforcer: 'TimestampEnforcer',
  exactCalldataEnforcer: 'ExactCalldataEnforcer',
  valueLteEnforcer: 'ValueLteEnforcer',
}

/** The human-readable summary of a running devnet: chains, contracts and the funded test accounts. */
export function formatDevnet(devnet: Devnet): string {
  const lines: string[] = []
  const width = Math.max(...Object.values(contractLabels).map((label) => label.length)) + 2
  for (const chain of devnet.chains) {
    lines.push(`${chain.name}  chain id ${chain.chainId}  ${chain.rpcUrl}`)
    if (chain.bundlerUrl) lines.push(`  ERC-4337 bundler (alto, EntryPoint v0.7)  ${chain.bundlerUrl}`)
  }
  lines.push('')
  const [first] = devnet.chains
  if (first) {
    const same = devnet.chains.every((chain) =>
      Object.entries(chain.contracts).every(
        ([key, address]) => first.contracts[key as keyof DevnetContracts] === address,
      ),
    )
    lines.push(same ? 'Contracts (same address on every chain):' : `Contracts on ${first.name}:`)
    for (const [key, label] of Object.entries(contractLabels)) {
      lines.push(`  ${label.padEnd(width)}${first.contracts[key as keyof DevnetContracts]}`)
    }
    const symbol = (key: string) => key.toUpperCase()
    lines.push('  Uniswap V2 pools:')
    for (const pool of devnetPools) {
      const seed = Object.entries(pool.seed)
        .map(([key, amount]) => `${amount.toLocaleString('en-US')} ${symbol(key)}`)
        .join(' + ')
      lines.push(
        `    ${`${symbol(pool.token0)}/${symbol(pool.token1)}`.padEnd(width - 2)}${pool.address}  (${seed})`,
      )
    }
    lines.push('')
  }
  lines.push(
    `Test accounts (10,000 ETH, ${devnetTokenGrant.usdc.toLocaleString('en-US')} USDC and ${devnetTokenGrant.ltk.toLocaleString('en-US')} LTK each on every chain):`,
  )
  devnet.accounts.forEach((account, index) => {
    const role = account.address === devnet.smartWalletOwner.address ? '  SmartWallet owner' : ''
    lines.push(`  (${index}) ${account.address}  key ${account.privateKey}${role}`)
  })
  lines.push('  Account #0 deployed the contracts and seeded the pools, so it holds about 400 ETH less.')
  lines.push(
    `SmartWallet holds ${devnetSmartWalletFunding.eth} ETH, ${devnetSmartWalletFunding.usdc.toLocaleString('en-US')} USDC and ${devnetSmartWalletFunding.ltk.toLocaleString('en-US')} LTK.`,
  )
  lines.push(
    `VerifyingPaymaster signer ${devnet.paymasterSigner.address}  key ${devnet.paymasterSigner.privateKey} (it sponsors UserOperations; its deposit at the EntryPoint is ${devnetPaymasterDeposit} ETH)`,
  )
  if (devnet.solana) lines.push('', ...formatSolanaValidator(devnet.solana))
  if (devnet.bitcoin) lines.push('', ...formatBitcoinRegtest(devnet.bitcoin))
  if (devnet.polkadot) lines.push('', ...formatPolkadotChain(devnet.polkadot))
  lines.push('')
  lines.push(
    'WARNING: these private keys are public test keys. Never use them on a real network: funds sent there are lost.',
  )
  return lines.join('\n')
}
