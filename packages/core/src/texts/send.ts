/** Core's texts of sending, signing and the transaction list (see `texts`). */
export const sendTexts = {
  invalidAddress: 'Please enter a valid amount and receiver address',
  invalidAmount: 'Please enter a valid amount',
  sendStarted: 'Transaction started',
  somethingWentWrong: 'Something went wrong',
  sendFailedSolana: 'Failed to send transaction. Please try again.',
  transactionError: 'Transaction error',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  transactionsFetchFailed: 'Failed to fetch transactions',
  signMessageFailed: 'Failed to sign message',
} as const
