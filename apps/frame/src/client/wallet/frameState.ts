import type { Approval } from '../approvalView.js'
import type { FarcasterSignature } from '../openFarcasterChannel.js'
import { projectKey, readItem, removeItem, type StoredSession, writeItem } from '../storage.js'

/** The account the wallet acts as: its plain key, or the smart account that key owns. */
export type AccountType = 'eoa' | 'smartAccount'

/** The session's access token and when it expires (ms since the epoch). */
export type AccessToken = { token: string; expiresAt: number }

/** A login under way, by kind: its token at the server continues it. */
export type PendingLogins = {
  /** The e-mail login: the address the code went to. */
  email: { token: string; email: string }
  /** The social login: continued with the provider's callback. */
  social: { token: string }
  /** The Farcaster login: the relay channel the visitor's app completes. */
  farcaster: { token: string; waitForSignature(): Promise<FarcasterSignature> }
}

/** The recovery password the wallet waits for: to create the key, or to unlock it on this device. */
export type Recovery = { mode: 'create' | 'enter'; done: Promise<void> }

/**
 * Everything the frame's wallet remembers between two messages of the page, with the small operations that
 * change it. The handlers hold no state of their own: they read and change it here.
 */
export type FrameState = {
  readonly projectId: string
  /** Settles once the session this origin stored for the project has been read. */
  readonly loaded: Promise<void>
  /** The key of this project's item `name` in the frame origin's storage (also the name of its Web Lock). */
  own(name: string): string
  session(): StoredSession | undefined
  /** Keeps the session on this device, or forgets it (undefined). */
  saveSession(next: StoredSession | undefined): Promise<void>
  access(): AccessToken | undefined
  setAccess(access: AccessToken | undefined): void
  /**
   * Takes the tokens this origin stored last when they differ from the ones held here: the frame of another tab
   * of the site may have refreshed them, which ends the access token this one holds.
   */
  adoptStoredTokens(): Promise<void>
  chainId(): number
  setChainId(chainId: number): void
  /** The name the site gave itself, shown with each approval. */
  appName(): string | undefined
  setAppName(name: string | undefined): void
  pendingLogin<K extends keyof PendingLogins>(kind: K): PendingLogins[K] | undefined
  startLogin<K extends keyof PendingLogins>(kind: K, login: PendingLogins[K]): void
  endLogin(kind: keyof PendingLogins): void
  recovery(): Recovery | undefined
  setRecovery(recovery: Recovery | undefined): void
  /** Withdraws the approval shown (if any), then shows the one `show` draws and keeps it as the one shown. */
  replaceApproval(show: () => Approval): Approval
  /** Forgets `approval` once answered, unless another has replaced it since. */
  approvalAnswered(approval: Approval): void
  /** Withdraws the approval shown, if any. */
  cancelApproval(): void
  /** The visitor's choice between the smart account and the plain key; kept on this device across logins. */
  preferredAccountType(): Promise<AccountType>
  setPreferredAccountType(type: AccountType): Promise<void>
  /** The site's default kind (its `defaultAccountTypes`), used until the visitor chooses on this device. */
  useDefaultAccountType(type: AccountType): Promise<void>
}

export type CreateFrameStateParameters = {
  projectId: string
  /** The network the page asked for when it loaded the frame; a stored session's network wins. */
  chainId: number
}

/**
 * The wallet's state for one project: read from the frame origin's storage at once (the session and the account
 * choice), then held here and written back as it changes.
 *
 * @example
 * const state = createFrameState({ projectId: 'shop', chainId: 1 })
 * await state.loaded
 */
export function createFrameState(parameters: CreateFrameStateParameters): FrameState {
  const own = (name: string) => projectKey(parameters.projectId, name)
  let chainId = parameters.chainId
  let appName: string | undefined
  let session: StoredSession | undefined
  let access: AccessToken | undefined
  let recovery: Recovery | undefined
  let approval: Approval | undefined
  const logins: { [K in keyof PendingLogins]?: PendingLogins[K] } = {}

  const loaded = readItem<StoredSession>(own('session')).then((stored) => {
    session = stored
    access = stored?.access
    if (stored) chainId = stored.chainId
  })
  const chosen = readItem<AccountType>(own('preferredAccountType'))
  let preferred: Promise<AccountType> = chosen.then((stored) => stored ?? 'smartAccount')
  let visitorChose = false

  return {
    projectId: parameters.projectId,
    loaded,
    own,
    session: () => session,
    async saveSession(next) {
      session = next
      if (next) await writeItem(own('session'), next)
      else await removeItem(own('session'))
    },
    access: () => access,
    setAccess(next) {
      access = next
    },
    async adoptStoredTokens() {
      const stored = await readItem<StoredSession>(own('session'))
      if (stored?.access && stored.access.token !== access?.token) {
        session = stored
        access = stored.access
      }
    },
    chainId: () => chainId,
    setChainId(next) {
      chainId = next
    },
    appName: () => appName,
    setAppName(name) {
      appName = name
    },
    pendingLogin: (kind) => logins[kind],
    startLogin(kind, login) {
      logins[kind] = login
    },
    endLogin(kind) {
      delete logins[kind]
    },
    recovery: () => recovery,
    setRecovery(next) {
      recovery = next
    },
    replaceApproval(show) {
      approval?.cancel()
      approval = show()
      return approval
    },
    approvalAnswered(answered) {
      if (approval === answered) approval = undefined
    },
    cancelApproval() {
      approval?.cancel()
    },
    preferredAccountType: () => preferred,
    async setPreferredAccountType(type) {
      visitorChose = true
      preferred = Promise.resolve(type)
      await writeItem(own('preferredAccountType'), type)
    },
    async useDefaultAccountType(type) {
      if (visitorChose || (await chosen)) return
      preferred = Promise.resolve(type)
    },
  }
}
