/** The wallet's smart account on one network, as the recovery kit describes it. */
export type KitSmartAccount = {
  chainId: number
  address: string
  /** The SimpleFactory that deploys it, and the call that does (only needed while it has no code). */
  factory: string
  factoryData: string
  /** The HybridDeleGator implementation behind its proxy. */
  implementation: string
}

export type RecoveryKitParameters = {
  evmAddress: string
  evmPrivateKey: string
  solanaAddress: string
  solanaSecretKey: string
  smartAccounts: KitSmartAccount[]
  /** The EntryPoint (v0.7) the smart account trusts. */
  entryPoint: string
  createdAt: Date
}

/**
 * The recovery kit: a plain text file with the wallet's keys and addresses and how to control every account from
 * the key alone, without this wallet or its server.
 *
 * @example
 * const text = recoveryKitText({ evmAddress, evmPrivateKey, solanaAddress, solanaSecretKey, smartAccounts, entryPoint, createdAt: new Date() })
 */
export function recoveryKitText(parameters: RecoveryKitParameters): string {
  const { evmAddress, smartAccounts } = parameters
  const smart = smartAccounts.flatMap((account) => [
    `  Network (chain id):  ${account.chainId}`,
    `  Address:             ${account.address}`,
    `  Owner:               ${evmAddress}`,
    `  Implementation:      ${account.implementation} (MetaMask Delegation Framework HybridDeleGator)`,
    `  Factory:             ${account.factory} (SimpleFactory)`,
    `  Deployment call:     to ${account.factory}, data ${account.factoryData}`,
    '',
  ])
  return [
    'WALLET RECOVERY KIT',
    `Created ${parameters.createdAt.toISOString()}`,
    '',
    'KEEP THIS FILE SECRET. Anyone who has it controls this wallet and all its funds.',
    'Never share it with anyone: Latch will never ask you for it. Keep it offline (printed, or on an',
    'encrypted drive) and delete every other copy.',
    '',
    'EVM ACCOUNT (Ethereum and every EVM network)',
    `  Address:      ${evmAddress}`,
    `  Private key:  ${parameters.evmPrivateKey}`,
    '',
    'SOLANA ACCOUNT',
    `  Address:      ${parameters.solanaAddress}`,
    `  Secret key:   ${parameters.solanaSecretKey}`,
    '',
    ...(smartAccounts.length > 0
      ? [
          `SMART ACCOUNT (ERC-4337, EntryPoint v0.7 at ${parameters.entryPoint}), owned by the EVM key above`,
          ...smart,
        ]
      : []),
    'HOW TO USE IT',
    '1. EVM account: import the private key into any EVM wallet (in MetaMask: Add account > Import account >',
    `   paste the private key). The wallet must show the address ${evmAddress}.`,
    '2. Solana account: import the secret key into Phantom or Solflare (Add wallet > Import private key).',
    `   The wallet must show the address ${parameters.solanaAddress}.`,
    ...(smartAccounts.length > 0
      ? [
          '3. Smart account: its funds are controlled by the EVM key alone, its only owner. It acts through its',
          '   ERC-7579 function execute(bytes32 mode, bytes executionCalldata), which accepts calls from the',
          '   EntryPoint: sign a UserOperation with the EVM key whose callData is that execute call (mode 0x00...00',
          '   for one call; executionCalldata = abi.encodePacked(target address, value uint256, call data)), then',
          "   submit it with the EntryPoint's handleOps from the EVM account (which pays the gas), or through any",
          "   ERC-4337 bundler. MetaMask's Delegation Toolkit (toMetaMaskSmartAccount, Implementation.Hybrid, with",
          '   the EVM key as signer) and viem do this for you. If the account was never used it has no code yet:',
          '   send the deployment call above first (any account may send it; it creates exactly this account).',
        ]
      : []),
    '',
  ].join('\n')
}
