/** The embedded wallet's part of the session stored on the device. */
export type EmbeddedWalletSession = {
  /** The e-mail login was used: a reload restores it through the frame. */
  loginUsed: boolean
  email: string | undefined
  /** The social login's user name. */
  userName: string | undefined
  /** The social login's provider (google, github, …). */
  socialProvider: import('./config.js').SocialProvider | undefined
  /** The chain the embedded wallet was last on. */
  chainId: number | string | undefined
  /** When the last e-mail login completed (ms). */
  lastLoginAt: number | undefined
  smartAccountEnabledNetworks: readonly number[]
}
