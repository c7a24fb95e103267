import {
  type AppEventResult,
  FrameError,
  type FrameHandlers,
  FrameNotSupportedError,
  type FrameUser,
  getRpcMethodKind,
  RpcMethodNotAllowedError,
  UserRejectedError,
} from '@latch/frame-protocol'
import { validateSolanaRequest } from '@latch/solana'
import { base58, base64 } from '@scure/base'
import {
  type Address,
  bytesToHex,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  formatUnits,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  type LocalAccount,
  numberToHex,
  size,
  type TypedDataDefinition,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { type Api, ApiError, type SessionTokens } from './api.js'
import { showApproval } from './approvalView.js'
import { openApprovalWindow } from './approvalWindow.js'
import {
  createWalletShares,
  decryptShare,
  encryptShare,
  fromBase64,
  toBase64,
  type withKey,
  withSecret,
} from './custody.js'
import { disableDelegationCall, redeemDelegationCall, signPermissionDelegation } from './delegation.js'
import { describeRequest, type RequestDescription } from './describeRequest.js'
import { describeSolanaMessage, describeSolanaRequest } from './describeSolanaRequest.js'
import type { FarcasterSignature } from './openFarcasterChannel.js'
import {
  readSmartAccountCallsStatus,
  type SendSmartAccountCallsParameters,
  type SmartAccountCall,
  sendSmartAccountCalls,
  submitSmartAccountCalls,
} from './sendSmartAccountCalls.js'
import {
  checkPermittedCalls,
  newPermissionContext,
  parsePermissionRequest,
  restorePermissions,
  type SessionPermission,
  storablePermissions,
} from './sessionPermissions.js'
import {
  deriveSmartAccount,
  type SmartAccountContracts,
  type SmartAccountInfo,
  smartAccountDeployment,
  toFrameSmartAccount,
} from './smartAccount.js'
import { type SolanaKey, solanaKeyOf } from './solanaKey.js'
import { readSolanaTransaction, signSolanaTransaction } from './solanaTransaction.js'
import {
  getDeviceId,
  loadDeviceShare,
  loadPermissions,
  projectKey,
  readItem,
  removeItem,
  removeUnscopedItems,
  type StoredSession,
  storeDeviceShare,
  storePermissions,
  withOriginLock,
  writeItem,
} from './storage.js'
import { showIdle, showRecovery } from './ui.js'

export type CreateWalletParameters = {
  api: Api
  apiUrl: string
  projectId: string
  /** The page embedding the frame. */
  origin: string
  chainId: number
  onSessionChanged(state: {
    isConnected: boolean
    address?: string | undefined
    chainId?: number | undefined
  }): void
}

const NOT_LOGGED_IN = 'Log in with your e-mail first'

type AccountType = 'eoa' | 'smartAccount'

/**
 * The wallet behind the frame: e-mail login with the server, the key's custody (device share here, auth share
 * on the server, recovery share under the visitor's password) and the RPC gate. Returns the protocol handlers.
 */
export function createWallet(parameters: CreateWalletParameters): FrameHandlers {
  const { api } = parameters
  let chainId = parameters.chainId
  let appName: string | undefined
  let pending: { token: string; email: string } | undefined
  /** The social login under way: its token continues it with the provider's callback. */
  let pendingSocial: { token: string } | undefined
  /** The Farcaster login under way: its token at the server, and the relay channel the visitor's app completes. */
  let pendingFarcaster: { token: string; waitForSignature(): Promise<FarcasterSignature> } | undefined
  let access: { token: string; expiresAt: number } | undefined
  let session: StoredSession | undefined
  /** Set while the wallet waits for the recovery password; GET_USER waits for it. */
  let recovery: { mode: 'create' | 'enter'; done: Promise<void> } | undefined
  let approval: { cancel(): void } | undefined

  /** This project's items in the frame origin's storage (the session, the account choice, the permissions). */
  const own = (name: string) => projectKey(parameters.projectId, name)
  void removeUnscopedItems().catch(() => {})

  const loaded = readItem<StoredSession>(own('session')).then((stored) => {
    session = stored
    access = stored?.access
    if (stored) chainId = stored.chainId
  })

  async function saveSession(next: StoredSession | undefined): Promise<void> {
    session = next
    if (next) await writeItem(own('session'), next)
    else await removeItem(own('session'))
  }

  function keepTokens(tokens: SessionTokens): Promise<void> {
    access = { token: tokens.accessToken, expiresAt: Date.parse(tokens.accessExpiresAt) }
    return saveSession({
      access,
      email: tokens.email,
      social: tokens.social,
      refreshToken: tokens.refreshToken,
      address: tokens.address,
      // The Solana account follows from the key: kept while the key is the same one.
      solanaAddress:
        session?.address && session.address === tokens.address ? (session.solanaAddress ?? null) : null,
      chainId,
    })
  }

  /**
   * The session's tokens as this origin stored them last: the frame of another tab of the site may have refreshed
   * them, which ends the access token this one holds, so its new ones are taken.
   */
  async function adoptStoredTokens(): Promise<void> {
    const stored = await readItem<StoredSession>(own('session'))
    if (stored?.access && stored.access.token !== access?.token) {
      session = stored
      access = stored.access
    }
  }

  const fresh = (token: typeof access): token is NonNullable<typeof access> =>
    token !== undefined && token.expiresAt - Date.now() > 30_000

  /**
   * A fresh access token: refreshed (with this device's id) when it is about to expire. Concurrent callers, in
   * this frame or in another tab's, share one refresh under a lock of the origin: the server rotates the refresh
   * token, so a second refresh with the same one is refused.
   */
  let refreshing: Promise<string> | undefined
  async function accessToken(): Promise<string> {
    await loaded
    await adoptStoredTokens()
    if (fresh(access)) return access.token
    if (!session) throw new FrameError(NOT_LOGGED_IN, { code: 4100 })
    refreshing ??= withOriginLock(own('session'), async () => {
      await adoptStoredTokens()
      if (fresh(access)) return access.token
      if (!session) throw new FrameError(NOT_LOGGED_IN, { code: 4100 })
      return refresh(session)
    }).finally(() => {
      refreshing = undefined
    })
    return refreshing
  }

  async function refresh(stored: StoredSession): Promise<string> {
    try {
      await keepTokens(await api.refresh(stored.refreshToken, await getDeviceId()))
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        await saveSession(undefined)
        access = undefined
        parameters.onSessionChanged({ isConnected: false })
        throw new FrameError('Your session has ended: log in again', { code: 4100 })
      }
      throw error
    }
    return (access as { token: string }).token
  }

  async function ready(): Promise<{ address: `0x${string}`; share: Uint8Array }> {
    await loaded
    if (recovery) await recovery.done
    const address = session?.address as `0x${string}` | undefined | null
    if (!session || !address) throw new FrameError(NOT_LOGGED_IN, { code: 4100 })
    const share = await loadDeviceShare(address)
    if (!share)
      throw new FrameError('This device holds no key share: log in again with your recovery password', {
        code: 4100,
      })
    return { address, share }
  }

  /**
   * The Solana account of the wallet: stored, or derived once on this device from the key (combined from the
   * device and auth shares for that moment only, as for a signature) and stored.
   */
  async function solanaAddress(): Promise<string> {
    const { share } = await ready()
    if (session?.solanaAddress) return session.solanaAddress
    const { authShare } = await api.authShare(await accessToken())
    const derived = await withSecret([share, fromBase64(authShare)], async (secret) => {
      const key = solanaKeyOf(secret)
      key.wipe()
      return key.address
    })
    if (session) await saveSession({ ...session, solanaAddress: derived })
    return derived
  }

  /**
   * The networks whose bundler the server fronts, with the smart account's contracts: read once; a failed read
   * is no network (the wallet stays an eoa) and is tried again next time.
   */
  let smartNetworks:
    | Promise<{ chainId: number; contracts: SmartAccountContracts; sponsored: boolean }[]>
    | undefined
  function smartAccountNetworks() {
    smartNetworks ??= api.capabilities().then(
      ({ smartAccounts }) =>
        smartAccounts.map((network) => ({
          chainId: Number(network.caipNetworkId.slice('eip155:'.length)),
          contracts: {
            factory: network.factory as Address,
            implementation: network.implementation as Address,
            delegationManager: network.delegationManager as Address,
            enforcers: network.enforcers as SmartAccountContracts['enforcers'],
          },
          sponsored: network.sponsored,
        })),
      () => {
        smartNetworks = undefined
        return []
      },
    )
    return smartNetworks
  }

  /**
   * Runs `change` on the ERC-7715 permissions the key at `owner` granted, by context, read afresh from this device
   * and written back unless `change` throws, under a lock of the frame's origin: two tabs, each with its frame,
   * never both spend what is left of one permission. The frame checks their limits before the session key signs, so a
   * refusal is immediate and says why; the delegation's caveats enforce the same limits on chain. Kept on this
   * device, sealed under the device key, with what each has spent and its session key, so a reload of the frame keeps
   * them; signing out deletes them.
   */
  function withPermissions<T>(owner: Address, change: (granted: Map<Hex, SessionPermission>) => T) {
    return withOriginLock(own(`permissions:${owner.toLowerCase()}`), async () => {
      const stored = await loadPermissions<ReturnType<typeof storablePermissions>[number]>(
        parameters.projectId,
        owner,
      )
      const granted = new Map(
        restorePermissions(stored).map((permission) => [permission.context, permission]),
      )
      const result = change(granted)
      await storePermissions(parameters.projectId, owner, storablePermissions(granted.values()))
      return result
    })
  }

  /** The visitor's choice between the smart account and the plain key; kept on this device across logins. */
  let preferred: Promise<AccountType> = readItem<AccountType>(own('preferredAccountType')).then(
    (stored) => stored ?? 'smartAccount',
  )

  /** The key's smart account on the current network (or on `id`), when the network has a bundler. */
  async function smartAccountOf(
    owner: Address,
    id = chainId,
  ): Promise<
    (SmartAccountInfo & { chainId: number; contracts: SmartAccountContracts; sponsored: boolean }) | undefined
  > {
    const network = (await smartAccountNetworks()).find((n) => n.chainId === id)
    if (!network) return undefined
    const { contracts, sponsored } = network
    return {
      ...(await deriveSmartAccount({ client: publicClient(id), owner, contracts })),
      chainId: id,
      contracts,
      sponsored,
    }
  }

  /** The account the wallet acts as (the smart account where there is one and it is preferred), and both kinds. */
  async function activeAccount(owner: Address) {
    const type = await preferred
    const smart = await smartAccountOf(owner)
    const eoa = { address: owner, type: 'eoa' as const }
    if (!smart) return { address: owner, type: 'eoa' as const, accounts: [eoa], smart }
    const contract = { address: smart.address, type: 'smartAccount' as const }
    return type === 'smartAccount'
      ? { address: smart.address, type, accounts: [contract, eoa], smart }
      : { address: owner, type, accounts: [eoa, contract], smart }
  }

  async function user(owner: string): Promise<FrameUser> {
    const active = await activeAccount(owner as Address)
    return {
      address: active.address,
      solanaAddress: await solanaAddress(),
      chainId,
      ...(session?.email ? { email: session.email } : {}),
      ...(session?.social
        ? { userName: session.social.userName, socialProvider: session.social.provider }
        : {}),
      accounts: active.accounts,
      preferredAccountType: active.type,
      smartAccountDeployed: active.smart?.isDeployed ?? false,
    }
  }

  /** Creates the wallet (new account) or unlocks it on this device, with the password typed here. */
  function startRecovery(mode: 'create' | 'enter', email: string): void {
    // `email` names the account to the visitor: an e-mail address or the social login's user name.
    let finish: () => void = () => {}
    const done = new Promise<void>((resolve) => {
      finish = resolve
    })
    recovery = { mode, done }
    showRecovery({
      mode,
      email,
      async submit(password) {
        const token = await accessToken()
        if (mode === 'create') {
          const shares = await createWalletShares()
          const recoveryShare = await encryptShare(shares.recovery, password)
          await api.storeShares(token, {
            address: shares.address,
            authShare: toBase64(shares.auth),
            recoveryShare,
          })
          await storeDeviceShare(shares.address, shares.device)
          shares.auth.fill(0)
          shares.recovery.fill(0)
          await saveSession({
            ...(session as StoredSession),
            address: shares.address,
            solanaAddress: shares.solanaAddress,
          })
        } else {
          const [{ recoveryShare, address }, { authShare }] = await Promise.all([
            api.recoveryShare(token),
            api.authShare(token),
          ])
          const share = await decryptShare(recoveryShare, password)
          const [unlocked, solana] = await withSecret([share, fromBase64(authShare)], async (secret) => {
            const key = solanaKeyOf(secret)
            key.wipe()
            return [privateKeyToAddress(bytesToHex(secret)), key.address] as const
          })
          if (unlocked.toLowerCase() !== address.toLowerCase())
            throw new Error('The key shares do not match this wallet')
          // This device keeps the recovered share as its own: with the server's auth share it signs from now on.
          await storeDeviceShare(unlocked, share)
          share.fill(0)
          await saveSession({ ...(session as StoredSession), address: unlocked, solanaAddress: solana })
        }
        recovery = undefined
        showIdle()
        parameters.onSessionChanged({ isConnected: true, address: session?.address ?? undefined, chainId })
        finish()
      },
    })
  }

  /** Asks the visitor, then combines the key for this one use. */
  function withApprovedKey<T>(
    method: string,
    params: unknown,
    use: Parameters<typeof withKey<T>>[1],
    fee?: Promise<bigint | undefined>,
  ) {
    return withApprovedSecret(
      describeRequest(method, params),
      (secret) => use(privateKeyToAccount(bytesToHex(secret))),
      fee,
    )
  }

  /**
   * A message or typed data signed by the active account once the visitor approves: the plain key, or, where the
   * smart account is active, the smart account (its owner's signature, which its ERC-1271 accepts, wrapped as ERC-6492 with
   * the call that would deploy it while it has no code), so a verifier checks it against the address it sees.
   */
  async function withApprovedSigner(
    method: string,
    params: unknown,
    sign: (account: Pick<LocalAccount, 'signMessage' | 'signTypedData'>) => Promise<Hex>,
  ) {
    const { address: owner } = await ready()
    const active = await activeAccount(owner)
    const smart = active.type === 'smartAccount' ? active.smart : undefined
    if (!smart) return withApprovedKey(method, params, sign)
    const description = { ...describeRequest(method, params), smartAccount: smart.address }
    return withApprovedSecret(description, async (secret) => {
      const account = await toFrameSmartAccount({
        client: publicClient(),
        owner: privateKeyToAccount(bytesToHex(secret)),
        contracts: smart.contracts,
      })
      return sign(account)
    })
  }

  /** Asks the visitor with `description`, then combines the key's bytes for this one use. */
  async function withApprovedSecret<T>(
    description: RequestDescription,
    use: (secret: Uint8Array) => Promise<T>,
    fee?: Promise<bigint | undefined> | 'sponsored',
  ) {
    const { share } = await ready()
    approval?.cancel()
    const request = { description, origin: parameters.origin, appName, fee }
    const shown = showApproval({ ...request, inWindow: () => openApprovalWindow(request) })
    approval = shown
    const approved = await shown.decision
    if (approval === shown) approval = undefined
    if (!approved) {
      showIdle()
      throw new UserRejectedError()
    }
    try {
      return await withDeviceSecret(share, use)
    } finally {
      showIdle()
    }
  }

  /** Combines the key's bytes from the device share and the server's auth share for this one use. */
  async function withDeviceSecret<T>(share: Uint8Array, use: (secret: Uint8Array) => Promise<T>) {
    const { authShare } = await api.authShare(await accessToken())
    return withSecret([share, fromBase64(authShare)], use)
  }

  /**
   * The Solana signing methods, on the Solana account derived from the same key: each shown here and signed
   * only once the visitor approves; a send goes to `network` through the server's proxy.
   */
  async function solanaRpc(method: string, params: unknown, network: string | undefined): Promise<unknown> {
    const request = validateSolanaRequest({ method, params })
    const own = await solanaAddress()
    const signWith = <T>(
      description: RequestDescription,
      use: (key: SolanaKey) => T,
      fee?: Promise<bigint | undefined>,
    ) =>
      withApprovedSecret(
        description,
        async (secret) => {
          const key = solanaKeyOf(secret)
          try {
            return use(key)
          } finally {
            key.wipe()
          }
        },
        fee,
      )
    switch (request.method) {
      case 'solana_getAccounts':
      case 'solana_requestAccounts':
        return [{ pubkey: own }]
      case 'solana_signMessage': {
        if (request.pubkey !== own)
          throw new FrameError(`The pubkey ${request.pubkey} is not this wallet's account`, { code: -32602 })
        const message = base58.decode(request.message)
        const signature = await signWith(describeSolanaMessage(message), (key) => key.sign(message))
        return { signature: base58.encode(signature) }
      }
      case 'solana_signTransaction': {
        const wire = base64.decode(request.transaction)
        const signed = await signWith(describeSolanaRequest(method, wire), (key) =>
          signSolanaTransaction(wire, key),
        )
        return { signature: base58.encode(signed.signature), transaction: base64.encode(signed.wire) }
      }
      case 'solana_signAllTransactions': {
        const wires = request.transactions.map((t) => base64.decode(t))
        const signed = await signWith(describeSolanaRequest(method, ...wires), (key) =>
          wires.map((wire) => signSolanaTransaction(wire, key).wire),
        )
        return { transactions: signed.map((wire) => base64.encode(wire)) }
      }
      case 'solana_signAndSendTransaction': {
        if (!network) throw new FrameError('A Solana send needs its network', { code: -32602 })
        const wire = base64.decode(request.transaction)
        const message = readSolanaTransaction(wire).message
        const fee = api
          .rpc(network, 'getFeeForMessage', [base64.encode(message), { commitment: 'confirmed' }])
          .then((answer) => {
            const value = (answer as { value?: number | null } | null)?.value
            return typeof value === 'number' ? BigInt(value) : undefined
          })
          .catch(() => undefined)
        const signed = await signWith(
          describeSolanaRequest(method, wire),
          (key) => signSolanaTransaction(wire, key),
          fee,
        )
        const { preflightCommitment, skipPreflight, maxRetries, minContextSlot } = request.sendOptions
        return {
          signature: await api.rpc(network, 'sendTransaction', [
            base64.encode(signed.wire),
            {
              encoding: 'base64',
              ...(preflightCommitment ? { preflightCommitment } : {}),
              ...(skipPreflight !== undefined ? { skipPreflight } : {}),
              ...(maxRetries !== undefined ? { maxRetries } : {}),
              ...(minContextSlot !== undefined ? { minContextSlot } : {}),
            },
          ]),
        }
      }
    }
  }

  function chain(id = chainId): Chain {
    return defineChain({
      id,
      name: `Chain ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: {
        default: {
          http: [`${parameters.apiUrl}/v1/?chainId=eip155:${id}&projectId=${parameters.projectId}`],
        },
      },
    })
  }

  /**
   * A smart account's `calls`, shown for approval as `method` with `params`: paid by the paymaster where the
   * project is sponsored (the fee shows as sponsored), else by the account itself.
   */
  function smartAccountCalls(
    method: string,
    params: unknown,
    smart: { chainId: number; contracts: SmartAccountContracts; sponsored: boolean },
    calls: SmartAccountCall[],
  ): SendSmartAccountCallsParameters {
    return {
      approve: (use) =>
        withApprovedSecret(
          describeRequest(method, params),
          (secret) => use(privateKeyToAccount(bytesToHex(secret))),
          smart.sponsored ? 'sponsored' : undefined,
        ),
      client: publicClient(smart.chainId),
      bundlerUrl: api.bundlerUrl(smart.chainId),
      // The server sponsors only this session's wallet (its smart account and its permissions' session accounts).
      accessToken,
      contracts: smart.contracts,
      sponsored: smart.sponsored,
      calls,
    }
  }

  function publicClient(id = chainId) {
    return createPublicClient({ chain: chain(id), transport: http() })
  }

  /** The symbol and decimals of the ERC-20 at `token`, read from the chain; refused when it answers neither. */
  async function tokenUnit(token: Address) {
    const client = publicClient()
    try {
      const [symbol, decimals] = await Promise.all([
        client.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
        client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
      ])
      return { symbol, decimals }
    } catch {
      throw new FrameError(`${token} is not an ERC-20 token on this network.`, { code: -32602 })
    }
  }

  /**
   * EIP-5792 capabilities per network: the smart account, where it is the active account, runs a batch as one
   * UserOperation (`atomic` supported; `paymasterService` where the project is sponsored); the plain key does not
   * batch.
   */
  async function capabilities(requested: unknown) {
    const chainIds = Array.isArray(requested) ? requested.map(String) : [numberToHex(chainId)]
    const smart = session?.address && (await preferred) === 'smartAccount' ? await smartAccountNetworks() : []
    return Object.fromEntries(
      chainIds.map((id) => [
        id,
        smart.some((network) => network.chainId === Number(id))
          ? {
              atomic: { status: 'supported' },
              paymasterService: {
                supported: smart.some((network) => network.chainId === Number(id) && network.sponsored),
              },
            }
          : { atomic: { status: 'unsupported' } },
      ]),
    )
  }

  async function estimateFee(tx: {
    from?: string
    to?: string
    value?: string
    data?: string
    gas?: string
    gasPrice?: string
  }) {
    const gas = tx.gas
      ? BigInt(tx.gas)
      : BigInt(String(await api.rpc(chainId, 'eth_estimateGas', [{ ...tx, gasPrice: undefined }])))
    const price = tx.gasPrice
      ? BigInt(tx.gasPrice)
      : BigInt(String(await api.rpc(chainId, 'eth_gasPrice', [])))
    return gas * price
  }

  async function rpc(method: string, params: unknown, network?: string): Promise<unknown> {
    if (method === 'solana_getAccounts' || method === 'solana_requestAccounts')
      return solanaRpc(method, params, network)
    const kind = getRpcMethodKind(method)
    if (kind === 'refused') throw new RpcMethodNotAllowedError()
    if (method.startsWith('solana_')) return solanaRpc(method, params, network)
    const list = Array.isArray(params) ? params : []
    if (method === 'eth_accounts') {
      await loaded
      return session?.address && !recovery ? [(await activeAccount(session.address as Address)).address] : []
    }
    if (method === 'eth_chainId') return numberToHex(chainId)
    if (method === 'wallet_getCapabilities') return capabilities(list[1])
    if (method === 'wallet_getCallsStatus') {
      const id = list[0]
      if (typeof id !== 'string' || !isHex(id) || size(id) !== 32)
        throw new FrameError('Unknown bundle id', { code: 5730 })
      return readSmartAccountCallsStatus({
        client: publicClient(),
        bundlerUrl: api.bundlerUrl(chainId),
        chainId,
        id,
      })
    }
    if (method === 'wallet_getAssets') throw new FrameNotSupportedError(method)
    if (kind === 'read') return api.rpc(chainId, method, params)
    switch (method) {
      case 'personal_sign':
        return withApprovedSigner(method, params, (account) =>
          account.signMessage({ message: { raw: String(list[0]) as `0x${string}` } }),
        )
      case 'eth_signTypedData_v4': {
        const raw = list[1]
        const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition & {
          types: Record<string, unknown>
        }
        const { EIP712Domain: _domain, ...types } = data.types
        return withApprovedSigner(method, params, (account) =>
          account.signTypedData({ ...data, types } as TypedDataDefinition),
        )
      }
      case 'eth_sendTransaction': {
        const tx = (list[0] ?? {}) as {
          from?: string
          to?: `0x${string}`
          value?: string
          data?: `0x${string}`
          gas?: string
          gasPrice?: string
        }
        const { address: owner } = await ready()
        const active = await activeAccount(owner)
        if (active.type === 'smartAccount' && active.smart) {
          // One UserOperation through the server's bundler: sponsored by its paymaster where the project is.
          return sendSmartAccountCalls(
            smartAccountCalls(method, params, active.smart, [
              {
                to: tx.to as Address,
                value: tx.value ? BigInt(tx.value) : 0n,
                ...(tx.data ? { data: tx.data } : {}),
              },
            ]),
          )
        }
        const fee = estimateFee(tx).catch(() => undefined)
        return withApprovedKey(
          method,
          params,
          (account) =>
            createWalletClient({ account, chain: chain(), transport: http() }).sendTransaction({
              to: tx.to ?? null,
              value: tx.value ? BigInt(tx.value) : 0n,
              ...(tx.data ? { data: tx.data } : {}),
              ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
              ...(tx.gasPrice ? { gasPrice: BigInt(tx.gasPrice) } : {}),
            } as Parameters<ReturnType<typeof createWalletClient>['sendTransaction']>[0]),
          fee,
        )
      }
      case 'wallet_sendCalls': {
        const batch = (list[0] ?? {}) as { chainId?: string; calls?: unknown }
        const calls = Array.isArray(batch.calls) ? (batch.calls as Record<string, unknown>[]) : []
        if (batch.chainId !== undefined && Number(batch.chainId) !== chainId)
          throw new FrameError('Unsupported chain', { code: 5710 })
        if (calls.length === 0) throw new FrameError('A batch needs at least one call.', { code: -32602 })
        calls.forEach((call, index) => {
          // The specification's texts for a call's destination and data (the widget checks them too).
          if (typeof call.to !== 'string' || !call.to.startsWith('0x'))
            throw new FrameError('The destination must start with 0x', { code: -32602 })
          if (!isAddress(call.to))
            throw new FrameError(`Call ${index} has no valid destination.`, { code: -32602 })
          if (call.data !== undefined && (typeof call.data !== 'string' || !isHex(call.data)))
            throw new FrameError('The data must start with 0x', { code: -32602 })
        })
        const { address: owner } = await ready()
        const active = await activeAccount(owner)
        // Only the smart account runs a batch as one: the plain key reports `atomic: unsupported`, so the widget
        // sends such calls one by one as transactions.
        if (active.type !== 'smartAccount' || !active.smart) throw new FrameNotSupportedError(method)
        const smartCalls = calls.map((call) => ({
          to: call.to as Address,
          value: typeof call.value === 'string' ? BigInt(call.value) : 0n,
          ...(typeof call.data === 'string' ? { data: call.data as Hex } : {}),
        }))
        const capabilities = (batch as { capabilities?: { permissions?: { context?: unknown } } })
          .capabilities
        const context = capabilities?.permissions?.context
        if (context !== undefined) {
          // Under a granted permission: within its limits the permission's session account sends them without
          // asking, redeeming the smart account's delegation, whose caveats the chain enforces; beyond them,
          // refused here already. What the calls spend is counted before anything is signed, and given back if
          // they are not sent.
          const { total, delegation, sessionKey } = await withPermissions(owner, (granted) => {
            const found = granted.get(String(context) as Hex)
            const spending = checkPermittedCalls(found, {
              chainId,
              account: active.address,
              calls: smartCalls,
            })
            // checkPermittedCalls refused a permission that is not there.
            const permission = found as SessionPermission
            permission.spent += spending
            return { total: spending, delegation: permission.delegation, sessionKey: permission.sessionKey }
          })
          try {
            const { contracts } = active.smart
            // The delegator must exist when its delegation is redeemed: the first use deploys it (its factory
            // call is open to anyone and creates exactly the visitor's account).
            const deploy = active.smart.isDeployed
              ? []
              : [{ to: contracts.factory, data: smartAccountDeployment(owner, contracts).factoryData }]
            const id = await submitSmartAccountCalls({
              ...smartAccountCalls(method, params, active.smart, [
                ...deploy,
                redeemDelegationCall(contracts.delegationManager, delegation, smartCalls),
              ]),
              // No approval shown: the permission is the visitor's approval, and its session key signs.
              approve: (use) => use(privateKeyToAccount(sessionKey)),
            })
            return { id }
          } catch (error) {
            await withPermissions(owner, (granted) => {
              const permission = granted.get(String(context) as Hex)
              if (permission) permission.spent -= total
            })
            throw error
          }
        }
        const id = await submitSmartAccountCalls(smartAccountCalls(method, params, active.smart, smartCalls))
        return { id }
      }
      case 'wallet_grantPermissions': {
        const { address: owner } = await ready()
        const active = await activeAccount(owner)
        // The permission lets calls from the smart account skip the approval: the plain key grants none.
        if (active.type !== 'smartAccount' || !active.smart) throw new FrameNotSupportedError(method)
        const smart = active.smart
        const grant = parsePermissionRequest(params, chainId)
        // The session account that redeems the permission holds no ETH: the project's paymaster pays its gas.
        if (!smart.sponsored)
          throw new FrameError('Permissions need sponsored gas, which this project has not set up here.', {
            code: 5710,
          })
        const unit = grant.token ? await tokenUnit(grant.token) : { symbol: 'ETH', decimals: 18 }
        const description = {
          kind: 'permission' as const,
          title: 'Grant permission',
          allowance: formatUnits(grant.allowance, unit.decimals),
          symbol: unit.symbol,
          expires: new Date(grant.expiry * 1000).toUTCString(),
          smartAccount: active.address,
        }
        return withApprovedSecret(description, async (secret) => {
          // A fresh session key, kept only in this frame; its own smart account is the delegate.
          const sessionKey = generatePrivateKey()
          const delegation = await signPermissionDelegation({
            owner: privateKeyToAccount(bytesToHex(secret)),
            delegator: active.address,
            delegate: smartAccountDeployment(privateKeyToAccount(sessionKey).address, smart.contracts)
              .address,
            chainId,
            contracts: smart.contracts,
            limits: grant,
          })
          const context = newPermissionContext()
          await withPermissions(owner, (granted) =>
            granted.set(context, {
              context,
              chainId,
              account: active.address,
              ...(grant.token ? { token: grant.token } : {}),
              allowance: grant.allowance,
              spent: 0n,
              expiry: grant.expiry,
              delegation,
              sessionKey,
            }),
          )
          return { ...(grant.request as object), address: active.address, context }
        })
      }
      case 'wallet_revokePermissions': {
        const context = (list[0] as { permissionContext?: unknown } | undefined)?.permissionContext
        const { address: owner, share } = await ready()
        const permission =
          typeof context === 'string'
            ? await withPermissions(owner, (granted) => granted.get(context as Hex))
            : undefined
        if (!permission)
          throw new FrameError('No such permission: it was never granted or has been revoked.', {
            code: -32602,
          })
        // On chain first, on the permission's own network whichever the site is on now: the smart account
        // disables the delegation at the DelegationManager, one (sponsored) UserOperation signed with the key
        // without a prompt, since it only takes power away; then the session key is deleted with the permission.
        const smart = await smartAccountOf(owner, permission.chainId)
        if (smart && isAddressEqual(smart.address, permission.account)) {
          await sendSmartAccountCalls({
            ...smartAccountCalls(method, params, smart, [disableDelegationCall(permission.delegation)]),
            approve: (use) =>
              withDeviceSecret(share, (secret) => use(privateKeyToAccount(bytesToHex(secret)))),
          })
        }
        await withPermissions(owner, (granted) => granted.delete(permission.context))
        return null
      }
      case 'eth_sendRawTransaction':
        // Already signed elsewhere: the visitor still approves it before this wallet broadcasts it.
        return withApprovedKey(method, params, async () => api.rpc(chainId, method, params))
      default:
        // Permissions and user operations pass the gate; this wallet does not take them from a site.
        throw new FrameNotSupportedError(method)
    }
  }

  /** A verified login (code or social provider): keep the session, then create or unlock the key if needed. */
  async function afterLogin(tokens: SessionTokens): Promise<{ recovery?: 'create' | 'enter' }> {
    await keepTokens(tokens)
    const name = tokens.email ?? tokens.social?.userName ?? ''
    if (!tokens.address) {
      startRecovery('create', name)
      return { recovery: 'create' }
    }
    if (!(await loadDeviceShare(tokens.address))) {
      startRecovery('enter', name)
      return { recovery: 'enter' }
    }
    parameters.onSessionChanged({ isConnected: true, address: tokens.address, chainId })
    return {}
  }

  /** A social or Farcaster login the server verified: the user, or the recovery password it now needs. */
  async function afterIdentityLogin(tokens: SessionTokens) {
    const { recovery } = await afterLogin(tokens)
    const userName = tokens.social?.userName
    if (recovery) return { recovery, ...(userName ? { userName } : {}) }
    return user(tokens.address as string)
  }

  const handlers: FrameHandlers = {
    async CONNECT_EMAIL({ email }) {
      await loaded
      const lower = email.toLowerCase()
      // Already logged in on this device with this address: nothing to mail.
      if (session?.email === lower && session.address && (await loadDeviceShare(session.address))) {
        try {
          await accessToken()
          return { action: 'CONNECT' }
        } catch {
          // The stored session ended: log in again.
        }
      }
      const started = await api.startEmail(lower, await getDeviceId(), parameters.origin)
      pending = { token: started.token, email: lower }
      return { action: started.action }
    },
    async CONNECT_DEVICE() {
      if (!pending) throw new FrameError('Enter your e-mail first')
      const { approved } = await api.waitForDevice(pending.token)
      if (!approved) throw new FrameError('Waiting for the device approval')
      return {}
    },
    async CONNECT_OTP({ otp }) {
      if (!pending) throw new FrameError('Enter your e-mail first')
      const tokens = await api.verifyOtp(pending.token, otp)
      pending = undefined
      return afterLogin(tokens)
    },
    async GET_SOCIAL_REDIRECT_URI({ provider }) {
      const started = await api.startSocial(provider, await getDeviceId(), parameters.origin)
      pendingSocial = { token: started.token }
      return { uri: started.uri }
    },
    async CONNECT_SOCIAL({ uri }) {
      if (!pendingSocial) throw new FrameError('Start the social login first')
      const { token } = pendingSocial
      pendingSocial = undefined
      const tokens = await api.connectSocial(token, uri).catch((error: unknown) => {
        // The visitor said no at the provider: a declined request (4001), not a failure.
        if (error instanceof ApiError && error.code === 'SOCIAL_LOGIN_CANCELED')
          throw new UserRejectedError(error.message)
        throw error
      })
      return afterIdentityLogin(tokens)
    },
    async GET_FARCASTER_URI() {
      const started = await api.startFarcaster(await getDeviceId(), parameters.origin)
      // Sign In With Farcaster's client loads with the first Farcaster login, not with the wallet.
      const { openFarcasterChannel } = await import('./openFarcasterChannel.js')
      const channel = await openFarcasterChannel(started)
      pendingFarcaster = { token: started.token, waitForSignature: channel.waitForSignature }
      return { url: channel.url }
    },
    async CONNECT_FARCASTER() {
      if (!pendingFarcaster) throw new FrameError('Ask for the Farcaster URL first')
      const { token, waitForSignature } = pendingFarcaster
      const signed = await waitForSignature().finally(() => {
        pendingFarcaster = undefined
      })
      return afterIdentityLogin(await api.connectFarcaster(token, signed))
    },
    async GET_USER() {
      const { address } = await ready()
      return user(address)
    },
    async IS_CONNECTED() {
      await loaded
      if (!session?.address) return { isConnected: false }
      try {
        await accessToken()
        return { isConnected: Boolean(await loadDeviceShare(session.address)) }
      } catch {
        return { isConnected: false }
      }
    },
    async SIGN_OUT() {
      approval?.cancel()
      const token = access?.token
      access = undefined
      // Signing out ends the permissions the key granted on this device.
      if (session?.address) await withPermissions(session.address as Address, (granted) => granted.clear())
      await saveSession(undefined)
      // The device share stays: the next login on this device needs the code only.
      if (token) await api.revoke(token).catch(() => {})
      parameters.onSessionChanged({ isConnected: false })
      showIdle()
      return {}
    },
    async GET_CHAIN_ID() {
      await loaded
      return { chainId }
    },
    async SWITCH_NETWORK({ chainId: next }) {
      await loaded
      chainId = typeof next === 'number' ? next : Number(next)
      if (session) await saveSession({ ...session, chainId })
      return { chainId }
    },
    async RPC_REQUEST({ method, params, chainId: requested, caipNetworkId }) {
      await loaded
      if (requested !== undefined && Number(requested) !== chainId) chainId = Number(requested)
      return rpc(method, params, caipNetworkId)
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: (await smartAccountNetworks()).map((network) => network.chainId) }
    },
    async INIT_SMART_ACCOUNT() {
      const { address } = await ready()
      const smart = await smartAccountOf(address)
      if (!smart) throw new FrameError(`Smart accounts are not available on chain ${chainId}`)
      return { address: smart.address, isDeployed: smart.isDeployed }
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      const { address: owner } = await ready()
      if (type === 'smartAccount' && !(await smartAccountOf(owner)))
        throw new FrameError(`Smart accounts are not available on chain ${chainId}`)
      preferred = Promise.resolve(type)
      await writeItem(own('preferredAccountType'), type)
      return { type, address: (await activeAccount(owner)).address }
    },
    async UPDATE_EMAIL({ email }) {
      return api.updateEmail(await accessToken(), email.toLowerCase())
    },
    async UPDATE_EMAIL_PRIMARY_OTP({ otp }) {
      await api.updateEmailPrimary(await accessToken(), otp)
      return {}
    },
    async UPDATE_EMAIL_SECONDARY_OTP({ otp }) {
      const { email } = await api.updateEmailSecondary(await accessToken(), otp)
      if (session) await saveSession({ ...session, email })
      return { newEmail: email } satisfies AppEventResult<'UPDATE_EMAIL_SECONDARY_OTP'>
    },
    async SYNC_THEME({ themeMode, themeVariables }) {
      if (themeMode) document.documentElement.dataset.theme = themeMode
      const accent = themeVariables?.['--latch-accent']
      // Only a plain colour reaches the frame's CSS.
      if (typeof accent === 'string' && /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\))$/i.test(accent))
        document.documentElement.style.setProperty('--accent', accent)
      return {}
    },
    async SYNC_DAPP_DATA({ metadata }) {
      appName = metadata?.name
      return {}
    },
    async RELOAD() {
      setTimeout(() => location.reload(), 0)
      return {}
    },
  }
  return handlers
}
