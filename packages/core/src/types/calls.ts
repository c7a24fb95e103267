// EIP-5792: calls sent as one batch, and what a wallet can do with them.

/** One call of a batch (EIP-5792 `wallet_sendCalls`): a destination, and optional calldata and value. */
export type WalletCall = {
  /** The destination: an address starting with 0x. */
  to: string
  /** Calldata starting with 0x; absent for a plain transfer. */
  data?: string | undefined
  /** Wei sent with the call. */
  value?: bigint | undefined
}

/**
 * Whether the account executes a batch atomically (EIP-5792 `atomic` capability): `supported` it does,
 * `ready` the wallet can upgrade it to do so (EIP-7702) and will when asked, `unsupported` it cannot.
 */
export type AtomicStatus = 'supported' | 'ready' | 'unsupported'

/** What the wallet reports for an account on one network (`wallet_getCapabilities`), parsed. */
export type WalletCapabilities = {
  atomic: AtomicStatus
  /** The wallet takes an ERC-7677 paymaster service (sponsored calls). */
  paymasterService: boolean
}

/** A batch the wallet accepted: its id for `getCallsStatus`, and whether it runs atomically. */
export type SentCalls = {
  id: string
  /**
   * True when the wallet took the batch as one (`wallet_sendCalls` to a wallet that can batch atomically);
   * false when the calls were sent one by one, each its own transaction.
   */
  atomic: boolean
}

/** The receipt of one transaction of a batch. */
export type CallsReceipt = {
  status: 'success' | 'reverted'
  transactionHash: string
  blockNumber: bigint
  gasUsed: bigint
}

/**
 * The state of a batch (EIP-5792 `wallet_getCallsStatus`). `status` is EIP-5792's code: 100 pending,
 * 200 confirmed, 400 failed off chain, 500 reverted, 600 partly reverted.
 */
export type CallsStatus = {
  id: string
  chainId: number
  atomic: boolean
  status: 100 | 200 | 400 | 500 | 600
  receipts: CallsReceipt[]
}
