import {
  type AppMessenger,
  createAppMessenger,
  FRAME_PROTOCOL_VERSION,
  FrameError,
  FrameLoadError,
  type FrameUser,
  getRpcMethodKind,
} from '@latch/frame-protocol'
import { navigate } from '../../actions/navigate.js'
import { openModal } from '../../actions/openModal.js'
import { SDK_TYPE, SDK_VERSION } from '../../constants.js'
import type { Latch } from '../../types.js'
import { clearEmbeddedWallet } from '../clearEmbeddedWallet.js'
import { getModalHost } from '../getModalHost.js'

/**
 * How long the widget waits for the frame's READY before 'Unable to load email login dependency': at most
 * 30 s for a slow network, and 5 s once the frame's page has loaded (its script says READY as it runs, so
 * a page that loaded without it, e.g. refused by its frame-ancestors policy, will not say it later).
 */
const READY_TIMEOUT_MS = 30_000
const READY_AFTER_LOAD_MS = 5_000

export type FrameClient = {
  /** The frame's origin (where its social login callback page lives). */
  origin: string
  request: AppMessenger['request']
  /**
   * The auth connectors' requests: accounts and chain from the frame, signatures through its approval. A
   * Solana request names its network (`caipNetworkId`), where the frame sends what it signs.
   */
  providerRequest(args: { method: string; params?: unknown; caipNetworkId?: string }): Promise<unknown>
  /** Shows the frame where the modal's current view puts it (ApproveTransaction, the recovery password). */
  setVisible(visible: boolean): void
  /** Rejects pending approvals with 'Request was aborted'; reads go on. */
  abortRpcRequests(): void
  /** The logged-in user, once known. */
  getUser(): Promise<FrameUser>
  /** Signs out in the frame and forgets the login here. */
  signOut(): Promise<void>
  /**
   * Makes the smart account or the plain key the account the wallet acts as (SET_PREFERRED_ACCOUNT), and tells
   * the connection its new address. A failed change falls back to the eoa.
   */
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<FrameUser>
}

const hex = (value: number | string) => `0x${Number(value).toString(16)}`

function rpcError(code: number, message: string): FrameError {
  return new FrameError(message, { code })
}

/**
 * Creates the embedded wallet's hidden iframe (the frame's origin, with `projectId`, `chainId`, `version` and
 * `enableLogger`) in the modal's host element, waits for its READY, and speaks the frame protocol with it.
 */
export async function createFrameClient(latch: Latch): Promise<FrameClient> {
  const { config } = latch
  const frameUrl = new URL(config.frameUrl ?? 'http://127.0.0.1:8789')
  const state = latch.store.getState()
  const eip155 = config.networks.filter((n) => n.chainNamespace === 'eip155')
  const active = eip155.find((n) => n.caipNetworkId === state.activeCaipNetworkId) ?? eip155[0]
  let chainId: number | string = state.embeddedWallet.chainId ?? active?.id ?? 1
  frameUrl.search = new URLSearchParams({
    projectId: config.projectId,
    chainId: String(chainId),
    version: String(FRAME_PROTOCOL_VERSION),
    enableLogger: String(config.enableFrameLogger === true),
  }).toString()

  const iframe = document.createElement('iframe')
  iframe.title = 'Latch wallet'
  iframe.slot = 'latch-frame'
  iframe.setAttribute('data-testid', 'latch-frame')
  iframe.style.cssText =
    'display:none;border:0;width:100%;height:440px;color-scheme:normal;background:transparent'
  const messenger = createAppMessenger({
    window,
    frameOrigin: frameUrl.origin,
    getFrame: () => iframe.contentWindow,
    onDrop: config.enableFrameLogger
      ? (reason, data) => console.debug('[latch] frame message dropped', reason, data)
      : undefined,
  })
  const ready = new Promise<void>((resolve, reject) => {
    let timer = setTimeout(() => reject(new FrameLoadError()), READY_TIMEOUT_MS)
    const loaded = () => {
      clearTimeout(timer)
      timer = setTimeout(() => reject(new FrameLoadError()), READY_AFTER_LOAD_MS)
    }
    iframe.addEventListener('load', loaded, { once: true })
    const off = messenger.on('READY', () => {
      clearTimeout(timer)
      iframe.removeEventListener('load', loaded)
      off()
      resolve()
    })
  })
  iframe.src = frameUrl.toString()
  getModalHost(latch).appendChild(iframe)
  try {
    await ready
  } catch (error) {
    messenger.destroy()
    iframe.remove()
    throw error
  }

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of latch.internal.authListeners.get(event) ?? [])
      (listener as (...values: unknown[]) => void)(...args)
  }

  let user: FrameUser | undefined
  let userRequest: Promise<FrameUser> | undefined

  function forget(): void {
    user = undefined
    userRequest = undefined
    clearEmbeddedWallet(latch)
  }

  messenger.on('SESSION_CHANGED', (session) => {
    if (session.isConnected) return
    const had = user
    forget()
    if (had) emit('accountsChanged', [])
  })

  // Theme and dApp data are presentation only: a frame that misses one keeps its defaults and the next
  // change sends the theme again, so neither failure is worth interrupting the visitor for.
  const sync = () => {
    const { themeMode, themeVariables } = latch.store.getState()
    messenger
      .request('SYNC_THEME', {
        themeMode,
        themeVariables: themeVariables as Record<string, string | number>,
      })
      .catch(() => {})
  }
  messenger
    .request('SYNC_DAPP_DATA', {
      projectId: config.projectId,
      sdkVersion: SDK_VERSION,
      sdkType: SDK_TYPE,
      ...(config.metadata ? { metadata: { ...config.metadata, icons: [...config.metadata.icons] } } : {}),
    })
    .catch(() => {})
  sync()
  latch.store.subscribe((next, previous) => {
    if (next.themeMode !== previous.themeMode || next.themeVariables !== previous.themeVariables) sync()
  })

  /** The networks where the frame's wallet is a smart account; a failed fetch stores an empty list. */
  function readSmartAccountNetworks(): void {
    messenger
      .request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', undefined)
      .then(
        ({ smartAccountEnabledNetworks }) => smartAccountEnabledNetworks,
        () => [],
      )
      .then((smartAccountEnabledNetworks) =>
        latch.store.setState((s) => ({
          embeddedWallet: { ...s.embeddedWallet, smartAccountEnabledNetworks },
        })),
      )
  }

  /**
   * Reads the user again (after a network switch or a new preferred account type): the account the wallet acts
   * as can change with either, and the connection follows it.
   */
  async function refreshUser(): Promise<FrameUser> {
    const before = user?.address
    user = undefined
    userRequest = undefined
    const next = await getUser()
    if (before && next.address.toLowerCase() !== before.toLowerCase()) emit('accountsChanged', [next.address])
    return next
  }

  function getUser(): Promise<FrameUser> {
    if (user) return Promise.resolve(user)
    userRequest ??= messenger.request('GET_USER', undefined).then(
      (found) => {
        user = found
        chainId = found.chainId
        latch.store.setState((s) => ({
          embeddedWallet: {
            ...s.embeddedWallet,
            loginUsed: true,
            email: found.email ?? s.embeddedWallet.email,
            userName: found.userName ?? s.embeddedWallet.userName,
            socialProvider: found.socialProvider ?? s.embeddedWallet.socialProvider,
            chainId: found.chainId,
          },
        }))
        readSmartAccountNetworks()
        return found
      },
      (error: unknown) => {
        userRequest = undefined
        throw error
      },
    )
    return userRequest
  }

  /** A signature or a transaction: the modal shows the frame's approval until the visitor answers there. */
  async function approve(method: string, params: unknown, caipNetworkId?: string): Promise<unknown> {
    const { modal, router } = latch.store.getState()
    const wasOpen = modal.open
    const previous = router
    if (wasOpen) navigate(latch, { view: 'ApproveTransaction' })
    else openModal(latch, { view: 'ApproveTransaction' })
    try {
      return await messenger.request('RPC_REQUEST', {
        method,
        params,
        chainId,
        ...(caipNetworkId ? { caipNetworkId } : {}),
      })
    } finally {
      const now = latch.store.getState()
      if (now.router.view === 'ApproveTransaction') {
        if (wasOpen) latch.store.setState({ router: previous })
        else
          latch.store.setState((s) => ({
            router: { view: s.connections.length > 0 ? 'Account' : 'Connect', history: [] },
            modal: { ...s.modal, open: false, loading: false },
          }))
      }
    }
  }

  async function signOut(): Promise<void> {
    messenger.abortRpcRequests()
    try {
      await messenger.request('SIGN_OUT', undefined)
    } finally {
      forget()
    }
  }

  async function setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<FrameUser> {
    try {
      await messenger.request('SET_PREFERRED_ACCOUNT', { type })
    } catch (error) {
      if (type !== 'eoa') await messenger.request('SET_PREFERRED_ACCOUNT', { type: 'eoa' }).catch(() => {})
      await refreshUser().catch(() => {})
      throw error
    }
    return refreshUser()
  }

  return {
    origin: frameUrl.origin,
    request: messenger.request,
    getUser,
    signOut,
    setPreferredAccountType,
    abortRpcRequests: () => messenger.abortRpcRequests(),
    setVisible(visible) {
      iframe.style.display = visible ? 'block' : 'none'
    },
    async providerRequest({ method, params, caipNetworkId }) {
      const list = Array.isArray(params) ? params : []
      switch (method) {
        case 'solana_requestAccounts':
        case 'solana_getAccounts': {
          // As eth_requestAccounts, a request waits for the login (and its recovery password); a read does not.
          if (
            method === 'solana_getAccounts' &&
            !user &&
            !(await messenger.request('IS_CONNECTED', undefined)).isConnected
          ) {
            forget()
            return []
          }
          const { solanaAddress } = await getUser()
          return solanaAddress ? [{ pubkey: solanaAddress }] : []
        }
        case 'eth_requestAccounts':
          return [(await getUser()).address]
        case 'eth_accounts': {
          if (!user) {
            const { isConnected } = await messenger.request('IS_CONNECTED', undefined)
            if (!isConnected) {
              forget()
              return []
            }
          }
          return [(await getUser()).address]
        }
        case 'eth_chainId':
          return hex(chainId)
        case 'wallet_switchEthereumChain': {
          const next = Number.parseInt(String((list[0] as { chainId?: string } | undefined)?.chainId), 16)
          if (!Number.isSafeInteger(next) || next <= 0) throw rpcError(-32602, 'Invalid chainId')
          const result = await messenger.request('SWITCH_NETWORK', { chainId: next })
          chainId = result.chainId
          if (user) user = { ...user, chainId }
          latch.store.setState((s) => ({ embeddedWallet: { ...s.embeddedWallet, chainId } }))
          emit('chainChanged', hex(chainId))
          // A network without a bundler has no smart account: the wallet acts as its key there.
          if (user) await refreshUser().catch(() => {})
          return null
        }
        case 'wallet_addEthereumChain':
          return null
        case 'wallet_revokePermissions':
          // The adapter's disconnect revokes the accounts permission: for the embedded wallet that is signing out.
          if ((list[0] as Record<string, unknown> | undefined)?.eth_accounts) {
            await signOut()
            return null
          }
          // An ERC-7715 permission ends without asking.
          return messenger.request('RPC_REQUEST', { method, params, chainId })
        case 'wallet_grantPermissions':
          if (!latch.config.features.smartSessions)
            throw rpcError(
              4200,
              'Permissions (ERC-7715) are off on this site: features.smartSessions is not set.',
            )
          break
        case 'wallet_sendCalls':
          // Calls under a granted permission are never shown: within its limits the frame signs them, beyond them
          // it refuses.
          if (
            (list[0] as { capabilities?: { permissions?: unknown } } | undefined)?.capabilities?.permissions
          )
            return messenger.request('RPC_REQUEST', { method, params, chainId })
          break
      }
      if (getRpcMethodKind(method) === 'approval') return approve(method, params, caipNetworkId)
      return messenger.request('RPC_REQUEST', { method, params, chainId })
    },
  }
}
