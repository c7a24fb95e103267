/** Core's texts of the app configuration and social logins (see `texts`). */
export const appTexts = {
  invalidAppConfiguration: 'Invalid App Configuration',
  originNotAllowed: "Origin not found on Allowlist - update configuration on the provider's cloud dashboard",
  socialLoginUnfinished: 'The social login did not finish',
  actionNotAllowed: 'Action not allowed',
} as const
