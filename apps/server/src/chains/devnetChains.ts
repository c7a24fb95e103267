import type { Address } from 'viem'

/**
 * The contracts `@latch/devnet` deploys at fixed addresses on chains 31337 and 31338 (account #0 from
 * nonce 0). Known here as data so the server can seed and price devnet tokens without importing the app.
 */
export const devnetChainIds = [31337, 31338] as const

export const devnetAddresses = {
  usdc: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  ltk: '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512',
  weth: '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0',
  uniswapV2Factory: '0xdc64a140aa3e981100a9beca4e685f962f0cf6c9',
  uniswapV2Router: '0x5fc8d32690cc91d4c39d9d3abcbd16989f875707',
  gld: '0xc6e7df5e7b4f2a278906862b61205850344d4e7d',
  feeSwapRouter: '0x59b670e9fa9d0a427751af201d676719a970857b',
  /** ERC-4337 v0.7, beside the canonical EntryPoint: the VerifyingPaymaster. */
  verifyingPaymaster: '0x443aa8435767f267f84ff092f0108035889b7c7c',
  /** The smart account and its permissions: MetaMask's Delegation Framework as the devnet deploys it. */
  simpleFactory: '0xb4ab03cbec72f3c2e6ff50e7d9cb5d2132185a40',
  hybridDeleGator: '0xc36212dbb38f792cb5d9b38712fd9571f7748116',
  delegationManager: '0x0499aac14ac170c99a91051e4f2d91892ddfe882',
  nativeTokenTransferAmountEnforcer: '0xd2405f6813c164d3bef840a076b7a53fada5e2a5',
  erc20TransferAmountEnforcer: '0x4d4ee276a31d5ceb7f27e9bb76e7e3c59da01c16',
  timestampEnforcer: '0x015a4c29ce7c2db003519694dec19af366edc140',
  exactCalldataEnforcer: '0xde53d355640f703b9d9264db54efb5ad7eceeae5',
  valueLteEnforcer: '0xc3c613576c97bc237c6be5089ce290c5a0ba4685',
} as const satisfies Record<string, Address>

export const isDevnetChain = (chainId: number) => (devnetChainIds as readonly number[]).includes(chainId)
