/** Core's texts of sign-in (see `texts`). */
export const siwxTexts = {
  siwxInitializeFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  smartAccountNotSupported: 'This application might not support Smart Accounts',
} as const
