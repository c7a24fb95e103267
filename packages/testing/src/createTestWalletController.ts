import { type Address, type Hex, isAddress, isHex, type LocalAccount, numberToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { applyMode } from './applyMode.js'
import {
  InvalidParamsError,
  type ProviderRpcErrorShape,
  toProviderRpcErrorShape,
  UnauthorizedError,
  UnrecognizedChainError,
  UnsupportedMethodError,
} from './errors.js'
import { isForwardedRead } from './forwardedReads.js'
import type { BindingMessage, BindingReply } from './injectedProvider.js'
import { readWalletAssets, type TestWalletAssets } from './readWalletAssets.js'
import { parseAddEthereumChain, parseChainId, parseTypedData, toNumber } from './requestParams.js'
import { rpcRequest } from './rpcRequest.js'
import { sendTransaction } from './sendTransaction.js'

/** A chain the wallet knows: reads and transactions go to `rpcUrl`. */
export type TestWalletChain = {
  id: number
  rpcUrl: string
  name?: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/**
 * How the wallet answers a method, as if a person clicked in its prompt:
 * approve, reject (4001), answer after a delay, or fail with a chosen EIP-1193 error.
 */
export type TestWalletMode =
  | 'approve'
  | 'reject'
  | { delay: number; answer?: 'approve' | 'reject' | { error: ProviderRpcErrorShape } }
  | { error: ProviderRpcErrorShape }

/** One request the page made, kept for assertions. `outcome` is `pending` while a prompt is open. */
export type TestWalletRequest = {
  method: string
  params: unknown
  origin: string
  outcome: 'pending' | 'approved' | 'rejected' | 'error'
  result?: unknown
  error?: ProviderRpcErrorShape
}

/** The parameter of an accepted wallet_addEthereumChain, as the site sent it. */
export type AddEthereumChainParameter = {
  chainId: Hex
  chainName?: string
  rpcUrls: string[]
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  blockExplorerUrls?: string[]
  iconUrls?: string[]
}

export type EmitToPage = (event: string, payload: unknown, origins: string[] | null) => Promise<void>

export type TestWalletAccountSource = Hex | LocalAccount

export type CreateTestWalletControllerParameters = {
  accounts: readonly TestWalletAccountSource[]
  chains: readonly TestWalletChain[]
  chainId: number
  walletName: string
  emit: EmitToPage
  /** Report asset discovery and answer `wallet_getAssets` with these assets. Absent: neither. */
  assets?: TestWalletAssets | undefined
}

/** Methods that open a prompt in a real wallet; the `'*'` mode applies to these. */
const promptingMethods = new Set([
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
])

/**
 * The wallet's state and its answers to every EIP-1193 request, independent of the browser: the Playwright
 * binding feeds it the page's requests and `emit` carries its events back into the page.
 */
export function createTestWalletController(parameters: CreateTestWalletControllerParameters) {
  const { emit, walletName } = parameters
  let accounts = parameters.accounts.map(toAccount)
  if (accounts.length === 0) throw new Error('A test wallet needs at least one account.')
  let accountIndex = 0
  const chains = new Map(parameters.chains.map((chain) => [chain.id, { ...chain }]))
  const forgotten = new Map<number, TestWalletChain>()
  if (!chains.has(parameters.chainId))
    throw new Error(`The initial chain ${parameters.chainId} is not among the wallet's chains.`)
  let chainId = parameters.chainId
  let refuseChainSwitch = false
  const authorized = new Map<string, number>()
  const modes = new Map<string, TestWalletMode>()
  const requests: TestWalletRequest[] = []
  const addedChains: AddEthereumChainParameter[] = []
  const requestListeners = new Set<(entry: TestWalletRequest) => void>()
  let transactionQueue: Promise<unknown> = Promise.resolve()

  const account = () => accounts[accountIndex] as LocalAccount
  const currentChain = () => chains.get(chainId) as TestWalletChain

  /** Stands for the person answering the wallet's prompt. */
  function prompt(method: string): Promise<void> {
    return applyMode(modes.get(method) ?? modes.get('*') ?? 'approve')
  }

  function requireAuthorized(origin: string, address?: unknown) {
    if (!authorized.has(origin)) throw new UnauthorizedError()
    if (address === undefined) return
    if (typeof address !== 'string' || !isAddress(address, { strict: false }))
      throw new InvalidParamsError('Invalid address.')
    if (address.toLowerCase() !== account().address.toLowerCase())
      throw new UnauthorizedError(`The account ${address} has not been authorized by the user.`)
  }

  async function authorize(origin: string) {
    const known = authorized.has(origin)
    authorized.set(origin, Date.now())
    if (!known) await emit('accountsChanged', [account().address], [origin])
  }

  function permissions(origin: string) {
    const date = authorized.get(origin)
    if (date === undefined) return []
    return [
      {
        id: `${origin}:eth_accounts`,
        parentCapability: 'eth_accounts',
        invoker: origin,
        date,
        caveats: [{ type: 'restrictReturnedAccounts', value: [account().address] }],
      },
    ]
  }

  async function setChain(id: number) {
    if (id === chainId) return
    chainId = id
    await emit('chainChanged', numberToHex(id), null)
  }

  async function accountsChanged() {
    const origins = [...authorized.keys()]
    if (origins.length) await emit('accountsChanged', [account().address], origins)
  }

  async function answer(method: string, params: unknown, origin: string): Promise<unknown> {
    const list = Array.isArray(params) ? params : []
    if (!promptingMethods.has(method)) {
      const mode = modes.get(method)
      if (mode) await applyMode(mode)
    }
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'eth_accounts':
        return authorized.has(origin) ? [account().address] : []
      case 'eth_coinbase':
        return authorized.has(origin) ? account().address : null
      case 'eth_requestAccounts': {
        if (!authorized.has(origin)) {
          await prompt(method)
          await authorize(origin)
        }
        return [account().address]
      }
      case 'wallet_requestPermissions': {
        const request = list[0]
        if (!request || typeof request !== 'object' || !('eth_accounts' in request))
          throw new InvalidParamsError('wallet_requestPermissions expects [{ eth_accounts: {} }].')
        await prompt(method)
        await authorize(origin)
        return permissions(origin)
      }
      case 'wallet_getPermissions':
        return permissions(origin)
      case 'wallet_revokePermissions': {
        const request = list[0]
        if (!request || typeof request !== 'object' || !('eth_accounts' in request))
          throw new InvalidParamsError('wallet_revokePermissions expects [{ eth_accounts: {} }].')
        if (authorized.delete(origin)) await emit('accountsChanged', [], [origin])
        return null
      }
      case 'personal_sign': {
        const [message, address] = list
        if (typeof message !== 'string')
          throw new InvalidParamsError('personal_sign expects [message, address].')
        requireAuthorized(origin, address)
        await prompt(method)
        return account().signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, data] = list
        requireAuthorized(origin, address)
        const typedData = parseTypedData(data)
        const domainChainId = typedData.domain?.chainId
        if (domainChainId !== undefined && domainChainId !== null && toNumber(domainChainId) !== chainId)
          throw new InvalidParamsError(
            `Provided chainId "${String(domainChainId)}" must match the active chainId "${chainId}".`,
          )
        await prompt(method)
        // The typed data is the site's, checked by viem while signing; its shape is not known statically.
        return account().signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])
      }
      case 'eth_sendTransaction': {
        requireAuthorized(origin)
        if (list[0] === undefined) throw new InvalidParamsError('eth_sendTransaction expects [transaction].')
        await prompt(method)
        const { id, rpcUrl } = currentChain()
        // One at a time, so two quick sends never take the same nonce.
        const sent = transactionQueue.then(() =>
          sendTransaction({ account: account(), chainId: id, rpcUrl, transaction: list[0] }),
        )
        transactionQueue = sent.catch(() => {})
        return sent
      }
      case 'wallet_switchEthereumChain': {
        const id = parseChainId(list[0])
        if (refuseChainSwitch)
          throw new UnsupportedMethodError(`${walletName} does not support wallet_switchEthereumChain.`)
        if (id === chainId) return null
        if (!chains.has(id)) throw new UnrecognizedChainError(numberToHex(id))
        await prompt(method)
        await setChain(id)
        return null
      }
      case 'wallet_addEthereumChain': {
        const parameter = parseAddEthereumChain(list[0])
        if (refuseChainSwitch)
          throw new UnsupportedMethodError(`${walletName} does not support wallet_addEthereumChain.`)
        const id = Number(BigInt(parameter.chainId))
        if (id === chainId && chains.has(id)) return null
        await prompt(method)
        // A chain the wallet was told about keeps its configured RPC: the site's URLs may be unreachable here.
        const known = chains.get(id) ?? forgotten.get(id)
        forgotten.delete(id)
        chains.set(id, {
          id,
          rpcUrl: known?.rpcUrl ?? (parameter.rpcUrls[0] as string),
          ...(parameter.chainName ? { name: parameter.chainName } : {}),
          ...(parameter.nativeCurrency ? { nativeCurrency: parameter.nativeCurrency } : {}),
        })
        addedChains.push(parameter)
        // Like the common extensions, accepting a new network also switches to it.
        await setChain(id)
        return null
      }
      case 'wallet_getCapabilities': {
        const [, chainIds] = list
        if (!Array.isArray(chainIds)) return {}
        const capabilities = parameters.assets ? { assetDiscovery: { supported: true } } : {}
        return Object.fromEntries(chainIds.map((id) => [id, capabilities]))
      }
      case 'wallet_getAssets': {
        const assets = parameters.assets
        if (!assets) break
        const request = list[0] as { account?: unknown; chainFilter?: unknown } | undefined
        requireAuthorized(origin, request?.account)
        const filter = Array.isArray(request?.chainFilter) ? request.chainFilter : [numberToHex(chainId)]
        const answer: Record<string, unknown> = {}
        for (const hex of filter) {
          const chain = typeof hex === 'string' && isHex(hex) ? chains.get(Number(hex)) : undefined
          if (chain) answer[String(hex)] = await readWalletAssets(chain, account().address, assets)
        }
        return answer
      }
      case 'wallet_watchAsset':
        await prompt(method)
        return true
    }
    if (!isForwardedRead(method))
      throw new UnsupportedMethodError(`${walletName} does not support the method "${method}".`)
    return rpcRequest(currentChain().rpcUrl, method, list)
  }

  return {
    /** Answers one request from the page; never throws. */
    async handle(message: BindingMessage): Promise<BindingReply> {
      if (message.internal) return { result: numberToHex(chainId) }
      const entry: TestWalletRequest = {
        method: message.method,
        params: message.params,
        origin: message.origin,
        outcome: 'pending',
      }
      requests.push(entry)
      for (const listener of requestListeners) listener(entry)
      try {
        const result = await answer(message.method, message.params, message.origin)
        entry.outcome = 'approved'
        entry.result = result
        return { result }
      } catch (error) {
        const shape = toProviderRpcErrorShape(error)
        entry.outcome = shape.code === 4001 ? 'rejected' : 'error'
        entry.error = shape
        return { error: shape }
      } finally {
        for (const listener of requestListeners) listener(entry)
      }
    },
    get address(): Address {
      return account().address
    },
    get accounts(): Address[] {
      return accounts.map((a) => a.address)
    },
    get chainId() {
      return chainId
    },
    get chains(): TestWalletChain[] {
      return [...chains.values()].map((chain) => ({ ...chain }))
    },
    requests: requests as readonly TestWalletRequest[],
    addedChains: addedChains as readonly AddEthereumChainParameter[],
    setMode(method: string, mode: TestWalletMode) {
      modes.set(method, mode)
    },
    setRefuseChainSwitch(refuse: boolean) {
      refuseChainSwitch = refuse
    },
    forgetChain(id: number) {
      if (id === chainId) throw new Error(`Chain ${id} is the wallet's current chain; switch away first.`)
      const chain = chains.get(id)
      if (chain) forgotten.set(id, chain)
      chains.delete(id)
    },
    async setAccounts(sources: readonly TestWalletAccountSource[]) {
      if (sources.length === 0) throw new Error('A test wallet needs at least one account.')
      const before = account().address
      accounts = sources.map(toAccount)
      accountIndex = 0
      if (account().address !== before) await accountsChanged()
    },
    async switchAccount(index: number) {
      if (!Number.isInteger(index) || index < 0 || index >= accounts.length)
        throw new Error(`No account ${index}: the wallet has ${accounts.length}.`)
      if (index === accountIndex) return
      accountIndex = index
      await accountsChanged()
    },
    async switchChain(id: number) {
      if (!chains.has(id)) throw new Error(`The wallet does not know chain ${id}.`)
      await setChain(id)
    },
    authorize,
    isAuthorized(origin: string) {
      return authorized.has(origin)
    },
    async disconnect() {
      const origins = [...authorized.keys()]
      authorized.clear()
      if (origins.length) await emit('accountsChanged', [], origins)
    },
    onRequest(listener: (entry: TestWalletRequest) => void) {
      requestListeners.add(listener)
      return () => requestListeners.delete(listener)
    },
    clearRequests() {
      requests.length = 0
    },
  }
}

export type TestWalletController = ReturnType<typeof createTestWalletController>

export function toAccount(source: TestWalletAccountSource): LocalAccount {
  return typeof source === 'string' ? privateKeyToAccount(source) : source
}
