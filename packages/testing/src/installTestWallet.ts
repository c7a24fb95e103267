import type { BrowserContext, Frame, Page } from '@playwright/test'
import type { Address, Hex, LocalAccount } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { anvilAccounts } from './anvilAccounts.js'
import { createTestWalletController } from './createTestWalletController.js'
import { frameOrigin } from './frameOrigin.js'
import {
  type BindingMessage,
  type InjectedProviderArgs,
  injectedProvider,
  type TestWalletInfo,
} from './injectedProvider.js'
import type { TestWalletAssets } from './readWalletAssets.js'
import { type ToSmartAccountParameters, toSmartAccount } from './smartAccount.js'
import type {
  AddEthereumChainParameter,
  TestWalletAccountSource,
  TestWalletChain,
  TestWalletMode,
  TestWalletRequest,
} from './testWallet.js'
import { waitForRequest } from './waitForRequest.js'

export type InstallTestWalletParameters = {
  /** The account's private key. Default: anvil's first account. */
  privateKey?: Hex
  /** Derive the account from a mnemonic instead, at `addressIndex` (default 0). */
  mnemonic?: string
  addressIndex?: number
  /** Several accounts; the first is active. `switchAccount(i)` changes it. Overrides `privateKey`/`mnemonic`. */
  accounts?: readonly TestWalletAccountSource[]
  /**
   * Act as a contract account (ERC-1271): the wallet's account is `address`, and `owner` signs for it. Overrides
   * `accounts`, `privateKey` and `mnemonic`. See `toSmartAccount`.
   */
  smartAccount?: ToSmartAccountParameters
  /** The chains the wallet knows. Default: anvil on http://127.0.0.1:8545 (chain 31337). */
  chains?: readonly TestWalletChain[]
  /** The chain the wallet starts on. Default: the first of `chains`. */
  chainId?: number
  /** EIP-6963 info. Default name 'Latch Test Wallet', rdns 'dev.latch.testwallet', a random uuid. */
  info?: Partial<TestWalletInfo>
  /** Announce through EIP-6963 (default true). */
  announce?: boolean
  /** Also define `window.ethereum` (default true). Give it to one wallet per page only. */
  injected?: boolean
  /**
   * Stand as Coinbase's browser extension (default false): define `window.coinbaseWalletExtension`, which
   * `@coinbase/wallet-sdk` hands requests to, and flag the provider `isCoinbaseWallet`. Pair it with
   * `info: { rdns: 'com.coinbase.wallet', name: 'Coinbase Wallet' }` to announce as Coinbase too.
   */
  coinbaseExtension?: boolean
  /**
   * Asset discovery: `wallet_getCapabilities` reports `assetDiscovery` and `wallet_getAssets` (EIP-7811)
   * answers with the account's native coin and these tokens, read from the chain. Default: off.
   */
  assets?: TestWalletAssets
}

/** The handle a test keeps to drive the wallet from Node and assert on what the page asked. */
export type TestWallet = {
  /** The active account. */
  readonly address: Address
  readonly accounts: readonly Address[]
  /** The chain the wallet is on now. */
  readonly chainId: number
  readonly chains: readonly TestWalletChain[]
  readonly info: TestWalletInfo
  /** Every request the page made, oldest first, updated as prompts are answered. */
  readonly requests: readonly TestWalletRequest[]
  /** The parameters of every accepted wallet_addEthereumChain. */
  readonly addedChains: readonly AddEthereumChainParameter[]
  /** How the wallet answers `method` from now on (`'*'`: every method that opens a prompt). */
  on(method: string, mode: TestWalletMode): TestWallet
  /** Answer wallet_switchEthereumChain and wallet_addEthereumChain with 4200. */
  refuseChainSwitch(refuse?: boolean): TestWallet
  /** Switching to this chain answers 4902 until the site adds it with wallet_addEthereumChain. */
  forgetChain(chainId: number): TestWallet
  /** Replace the accounts (the first becomes active); authorized sites get accountsChanged. */
  setAccounts(accounts: readonly (Hex | LocalAccount)[]): Promise<void>
  /** Make another account active, as a person picking it in the wallet; authorized sites get accountsChanged. */
  switchAccount(index: number): Promise<void>
  /** Change network from the wallet's side; the page gets chainChanged. */
  switchChain(chainId: number): Promise<void>
  /** Push any provider event into every frame of the page. */
  emit(event: string, payload: unknown): Promise<void>
  /** Treat `origin` as connected already, as if the person had approved it earlier. */
  authorize(origin: string): Promise<void>
  isAuthorized(origin: string): boolean
  /** Disconnect every site from the wallet's side: they get accountsChanged []. */
  disconnect(): Promise<void>
  /** Resolves with the next request for `method` made after this call, once answered. */
  waitForRequest(
    method: string,
    options?: { timeout?: number; pending?: boolean },
  ): Promise<TestWalletRequest>
  clearRequests(): void
  /** Remove the provider from the page now and from future navigations. */
  uninstall(): Promise<void>
}

let installed = 0

/**
 * Injects an EIP-1193 wallet into a Playwright page (or every page of a browser context), announced through EIP-6963 and optionally set as
 * `window.ethereum`. Requests are answered in Node: reads go to the current chain's RPC, signing uses a
 * viem local account, transactions are signed and sent to the chain. State (accounts, chain, the sites
 * that were approved) lives in Node, so it survives reloads and navigations.
 *
 * @example
 * const wallet = await installTestWallet(page, { chains: [{ id: 31337, rpcUrl }] })
 * await page.goto(appUrl)
 * await page.getByRole('button', { name: 'Connect Wallet' }).click()
 */
export async function installTestWallet(
  target: Page | BrowserContext,
  parameters: InstallTestWalletParameters = {},
): Promise<TestWallet> {
  const accounts = parameters.smartAccount
    ? [toSmartAccount(parameters.smartAccount)]
    : (parameters.accounts ??
      (parameters.privateKey
        ? [parameters.privateKey]
        : parameters.mnemonic
          ? [mnemonicToAccount(parameters.mnemonic, { addressIndex: parameters.addressIndex ?? 0 })]
          : [anvilAccounts[0].privateKey]))
  const chains = parameters.chains ?? [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }]
  const first = chains[0]
  if (!first) throw new Error('A test wallet needs at least one chain.')
  const info: TestWalletInfo = {
    uuid: parameters.info?.uuid ?? crypto.randomUUID(),
    name: parameters.info?.name ?? 'Latch Test Wallet',
    icon: parameters.info?.icon ?? defaultIcon,
    rdns: parameters.info?.rdns ?? 'dev.latch.testwallet',
  }
  // Unique per wallet so several wallets share a page, and unlikely to clash with the site's globals.
  const id = `${++installed}_${Math.random().toString(36).slice(2, 10)}`
  const args: InjectedProviderArgs = {
    bindingName: `__latchTestWallet_${id}`,
    dispatcherName: `__latchTestWalletEvents_${id}`,
    info,
    announce: parameters.announce ?? true,
    injected: parameters.injected ?? true,
    coinbaseExtension: parameters.coinbaseExtension ?? false,
  }

  const frames = (): Frame[] =>
    'pages' in target ? target.pages().flatMap((page) => page.frames()) : target.frames()

  const emit = async (event: string, payload: unknown, origins: string[] | null) => {
    await Promise.all(
      frames().map((frame) =>
        frame
          .evaluate(
            ([name, event, payload, origins]) => {
              const dispatch = (window as unknown as Record<string, unknown>)[name]
              if (typeof dispatch === 'function') dispatch(event, payload, origins)
            },
            [args.dispatcherName, event, payload, origins] as const,
          )
          // A frame that is navigating or detached gets the new state from Node when it asks again.
          .catch(() => {}),
      ),
    )
  }

  const controller = createTestWalletController({
    accounts,
    chains,
    chainId: parameters.chainId ?? first.id,
    walletName: info.name,
    emit,
    assets: parameters.assets,
  })

  // Playwright 1.50-1.5x return nothing here; newer versions return a Disposable.
  const disposables: (Disposable | undefined)[] = []
  disposables.push(
    (await target.exposeBinding(args.bindingName, (source, message: BindingMessage) =>
      // The origin is the calling frame's as the browser knows it: a script could claim any origin.
      controller.handle({ ...message, origin: frameOrigin(source.frame.url()) }),
    )) as Disposable | undefined,
  )
  disposables.push((await target.addInitScript(injectedProvider, args)) as Disposable | undefined)
  // Frames already loaded get the provider now; later documents get it from the init script.
  await Promise.all(frames().map((frame) => frame.evaluate(injectedProvider, args).catch(() => {})))

  const wallet: TestWallet = {
    get address() {
      return controller.address
    },
    get accounts() {
      return controller.accounts
    },
    get chainId() {
      return controller.chainId
    },
    get chains() {
      return controller.chains
    },
    info,
    requests: controller.requests,
    addedChains: controller.addedChains,
    on(method, mode) {
      controller.setMode(method, mode)
      return wallet
    },
    refuseChainSwitch(refuse = true) {
      controller.setRefuseChainSwitch(refuse)
      return wallet
    },
    forgetChain(chainId) {
      controller.forgetChain(chainId)
      return wallet
    },
    setAccounts: controller.setAccounts,
    switchAccount: controller.switchAccount,
    switchChain: controller.switchChain,
    emit: (event, payload) => emit(event, payload, null),
    authorize: controller.authorize,
    isAuthorized: controller.isAuthorized,
    disconnect: controller.disconnect,
    clearRequests: controller.clearRequests,
    waitForRequest: (method, options) =>
      waitForRequest(controller.requests, controller.onRequest, method, options),
    async uninstall() {
      await emit('__latch_uninstall', null, null)
      for (const disposable of disposables) await disposable?.dispose().catch(() => {})
    },
  }
  return wallet
}

type Disposable = { dispose(): Promise<void> }

const defaultIcon = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#3b5bdb"/><path d="M10 9h4v10h8v4H10z" fill="#fff"/></svg>',
)}`
