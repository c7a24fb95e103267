import type { CaipNetworkId } from './caip.js'

// Sign-in (SIWX) messages, sessions and configurations.

/** The fields of a sign-in message; times are ISO strings. */
export type SIWXMessageData = {
  chainId: CaipNetworkId
  accountAddress: string
  nonce: string
  domain: string
  uri: string
  version: '1'
  issuedAt: string
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
  statement?: string | undefined
}

/** A sign-in message: its fields and the text the wallet signs (CAIP-122; EIP-4361 on eip155). */
export type SIWXMessage = SIWXMessageData & { toString(): string }

/** What the widget knows when it asks a configuration for a message. */
export type SIWXMessageInput = { chainId: CaipNetworkId; accountAddress: string; notBefore?: string }

/** A sign-in session: the message's fields, its text, the signature and an optional CACAO. */
export type SIWXSession = {
  data: SIWXMessageData
  message: string
  signature: string
  cacao?: unknown
}

/**
 * Where sign-in messages come from and where sessions live. `@latch/evm/siwx` has two ready ones
 * (`createLocalSiwx`, sessions in the browser; `createServerSiwx`, sessions on the Latch server); a dApp may
 * bring its own.
 */
export type SIWXConfig = {
  /** A fresh message for the account (with a nonce). */
  createMessage(input: SIWXMessageInput): Promise<SIWXMessage>
  /** Store (and verify) a signed session; rejects when it is not valid. */
  addSession(session: SIWXSession): Promise<void>
  /** Forget the account's sessions on the chain. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replace the stored sessions. */
  setSessions(sessions: readonly SIWXSession[]): Promise<void>
  /** The account's valid sessions on the chain. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** When true the visitor must sign in: cancelling disconnects and the modal cannot be closed first. */
  getRequired?(): boolean
  /** Revoke the session when the wallet disconnects. */
  signOutOnDisconnect?: boolean
}

/**
 * A namespace's own checks of a sign-in, loaded on demand (they carry its chain library): whether an address is
 * one of its accounts, and whether a signature in its encoding is the account's over the text.
 */
export type SIWXVerifier = {
  /** Whether `address` is an account address of the namespace on `chainId`, as the message carries it. */
  isAddress(address: string, chainId: CaipNetworkId): boolean
  /** Whether `signature` (as the adapter's `signMessage` returns it) is the account's over `message`. */
  verifyMessage(parameters: {
    chainId: CaipNetworkId
    address: string
    message: string
    signature: string
  }): Promise<boolean>
}

/**
 * Sign-in on a namespace other than eip155, as its adapter's `/siwx` entry point exports it
 * (`solanaSiwx` from `@latch/solana/siwx`, …): the name its CAIP-122 message gives the account, and its verifier,
 * imported only when a message is checked. The sign-in configurations take a list of them.
 */
export type SIWXNamespace = {
  /** The CAIP-2 namespace, e.g. the part before the colon of the networks' ids. */
  namespace: string
  /** The chain's name in "<domain> wants you to sign in with your <accountName> account:". */
  accountName: string
  loadVerifier(): Promise<SIWXVerifier>
}
