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
  /** The smart account: Safe v1.4.1's SafeProxyFactory (canonical) and the Safe4337Module v0.3.0's contracts. */
  safeProxyFactory: '0x4e1dcf7ad4e460cfd30791ccc4f9c8a4f820ec67',
  safe4337Module: '0xdbe027f6a41af5cff83799669348079d574faece',
  safeModuleSetup: '0x179d495ba379ec6ee559cbedd4511fa52976a02a',
} as const satisfies Record<string, Address>

export const isDevnetChain = (chainId: number) => (devnetChainIds as readonly number[]).includes(chainId)
