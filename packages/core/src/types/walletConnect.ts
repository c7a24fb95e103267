// The remote pairing session the adapters of one instance share: one adapter pairs it (and owns the SDK), the
// others sign over it in their own namespaces.

/**
 * The part of a WalletConnect provider the adapters use: the session's accounts by namespace (CAIP-10, as
 * `<namespace>:<reference>:<address>`), and requests sent on one chain of the session.
 */
export type WalletConnectProviderLike = {
  session?: { namespaces: Record<string, { accounts: string[] } | undefined> } | undefined
  request(args: { method: string; params?: unknown }, chain?: string): Promise<unknown>
}

/** The shared session: its provider loads on demand (the SDK arrives with `import()`), once per instance. */
export type WalletConnectSession = { load(): Promise<WalletConnectProviderLike> }

/**
 * A namespace the session carries beside the pairing adapter's own: declared by the namespace's adapter, and
 * asked for, with its wallet methods and events, in every pairing proposal when its networks are configured.
 */
export type WalletConnectNamespace = {
  /** The CAIP-2 namespace. */
  namespace: string
  /** The chain's name, as error texts say it ("Bitcoin over WalletConnect needs …"). */
  name: string
  /** The wallet methods the adapter sends over the session. */
  methods: readonly string[]
  /** The wallet events the adapter listens to. */
  events: readonly string[]
  /** The namespace of the adapter that pairs the session: without that adapter there is no session. */
  pairedBy: string
}
