/** Core's texts of swaps (see `texts`). */
export const swapTexts = {
  swapInitializationFailed: 'Failed to initialize swap',
  swapPriceFailed: 'Failed to fetch network token price',
  swapAllowanceFailed: 'Failed to check allowance',
  swapApprovalBuildFailed: 'Failed to create approval transaction',
  swapTransactionBuildFailed: 'Failed to create transaction',
  swapAddressNotFound: 'No address found to swap the tokens from.',
  swapIncorrectAmount: 'Incorrect amount',
  swapApproveInWallet: 'Approve limit increase in your wallet',
  swapConfirmInWallet: 'Confirm transaction in your wallet',
  swapping: 'Swapping {from} to {amount} {to}',
  swapDone: 'Swapped {from} to {amount} {to}',
} as const
