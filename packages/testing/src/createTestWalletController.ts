import { type Address, isAddress, isHex, type LocalAccount, numberToHex } from 'viem'
import { answerCallsRequest, type CallsBatches, callsMethods } from './answerCallsRequest.js'
import { addedChain, answerSigningRequest, signingMethods } from './answerSigningRequest.js'
import { applyMode } from './applyMode.js'
import {
  InvalidParamsError,
  toProviderRpcErrorShape,
  UnauthorizedError,
  UnrecognizedChainError,
  UnsupportedMethodError,
} from './errors.js'
import { isForwardedRead } from './forwardedReads.js'
import type { BindingMessage, BindingReply } from './injectedProvider.js'
import { readWalletAssets, type TestWalletAssets } from './readWalletAssets.js'
import { parseAddEthereumChain, parseChainId } from './requestParams.js'
import { rpcRequest } from './rpcRequest.js'
import type {
  AddEthereumChainParameter,
  TestWalletAccountSource,
  TestWalletChain,
  TestWalletMode,
  TestWalletRequest,
} from './testWallet.js'
import { toAccount } from './toAccount.js'

export type EmitToPage = (event: string, payload: unknown, origins: string[] | null) => Promise<void>

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
  'wallet_sendCalls',
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
  const signing = {
    account: () => account(),
    prompt,
    queue: { last: Promise.resolve() as Promise<unknown> },
    batches: new Map() as CallsBatches,
  }

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
    if (callsMethods.has(method))
      return answerCallsRequest(signing, {
        method,
        params: list,
        chain: currentChain,
        chainOf: (id) => chains.get(id),
        requireAccount: (address) => requireAuthorized(origin, address),
        extraCapabilities: parameters.assets ? { assetDiscovery: { supported: true } } : {},
      })
    if (signingMethods.has(method))
      return answerSigningRequest(signing, {
        method,
        params: list,
        chain: currentChain,
        requireAccount: (address) => requireAuthorized(origin, address),
        requireSender: () => requireAuthorized(origin),
      })
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
        const known = chains.get(id) ?? forgotten.get(id)
        forgotten.delete(id)
        chains.set(id, addedChain(parameter, known))
        addedChains.push(parameter)
        // Like the common extensions, accepting a new network also switches to it.
        await setChain(id)
        return null
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
