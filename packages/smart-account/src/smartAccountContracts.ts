import type { Address } from 'viem'

/** The caveat enforcers of MetaMask's Delegation Framework that the ERC-7715 permissions are made of. */
export type CaveatEnforcers = {
  nativeTokenTransferAmount: Address
  erc20TransferAmount: Address
  timestamp: Address
  exactCalldata: Address
  valueLte: Address
}

/** Where a network keeps the smart account's contracts (the server's capabilities name them). */
export type SmartAccountContracts = {
  /** SimpleFactory: CREATE2 of the account's ERC1967 proxy. */
  factory: Address
  /** HybridDeleGator: the implementation the proxy delegates to. */
  implementation: Address
  /** The DelegationManager (ERC-7710) that redeems the account's delegations: its ERC-7715 permissions. */
  delegationManager: Address
  enforcers: CaveatEnforcers
}
