import {
  type BindingWalletHandle,
  bindingNames,
  bindingWalletHandle,
  createWalletPrompts,
  installBindingWallet,
  type TestWalletRequest,
} from '@latch/testing/namespace'
import type { BrowserContext, Page } from '@playwright/test'
import { answerSatsConnectRequest, satsConnectMethods } from './answerSatsConnectRequest.js'
import { answerWalletStandardRequest } from './answerWalletStandardRequest.js'
import { type BitcoinWalletScriptArgs, bitcoinWalletScript } from './bitcoinWalletScript.js'
import type { BitcoinWalletState } from './bitcoinWalletState.js'
import { connectBitcoinSigner } from './connectBitcoinSigner.js'
import { type SatsConnectWalletScriptArgs, satsConnectWalletScript } from './satsConnectWalletScript.js'

export type InstallBitcoinTestWalletParameters = {
  /** The 32-byte secret key, hex (a devnet test key): its P2WPKH address pays, its P2TR address holds ordinals. */
  privateKey: string
  /** The network's CAIP-2 reference (the genesis hash prefix). Default: regtest's, the devnet's chain. */
  reference?: string
  /** Default 'Latch Bitcoin Wallet'. */
  name?: string
  /**
   * How the page finds the wallet: the Wallet Standard's Bitcoin features (default), or sats-connect's
   * `window.btc_providers` with a provider answering `request('getAddresses' | 'signMessage' | 'signPsbt' | …)`.
   */
  announce?: 'walletStandard' | 'satsConnect'
}

/** The handle a test keeps to drive the Bitcoin wallet and assert on what the page asked. */
export interface InstalledBitcoinTestWallet extends BindingWalletHandle<InstalledBitcoinTestWallet> {
  /** The payment account's address (P2WPKH). */
  readonly payment: string
  /** The ordinals account's address (P2TR). */
  readonly ordinal: string
  readonly name: string
  /** Every request, oldest first: `bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`… (sats-connect's names when announced that way) */
  readonly requests: readonly TestWalletRequest[]
}

/** Features and sats-connect methods that open a prompt in a real wallet; the `'*'` mode applies to these. */
const prompting = new Set([
  'bitcoin:connect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'getAddresses',
  'getAccounts',
  'signMessage',
  'signPsbt',
])

/** Answers one request of the page, a Wallet Standard feature or a sats-connect method, whichever announced it. */
async function answerBitcoinRequest(
  state: BitcoinWalletState,
  method: string,
  params: unknown,
  origin: string,
): Promise<unknown> {
  const input = (params ?? {}) as Record<string, unknown>
  await state.prompts.beforeAnswer(method)
  if (satsConnectMethods.has(method)) return answerSatsConnectRequest(state, method, input, origin)
  return answerWalletStandardRequest(state, method, input, origin)
}

/**
 * Puts a Bitcoin wallet into a Playwright page through the Wallet Standard's Bitcoin features, its key in
 * Node (`createBitcoinTestWallet`: a P2WPKH payment account and a P2TR ordinals account): `bitcoin:connect`
 * (a reload finds the accounts an origin approved in `wallet.accounts`), `bitcoin:signMessage` (BIP-322
 * simple) and `bitcoin:signTransaction` (PSBT), each prompt answered the way the test says: approve, reject
 * (4001), after a delay, or with an error. With `announce: 'satsConnect'` the page finds it in
 * `window.btc_providers` instead, as sats-connect does, and its provider answers sats-connect's requests:
 * `getAddresses` / `getAccounts`, `signMessage` (BIP-322), `signPsbt` (without broadcast), `wallet_getAccount`
 * (a granted site's accounts, for a reload) and `wallet_disconnect`; a decline is -32000.
 *
 * @example
 * const wallet = await installBitcoinTestWallet(page, { privateKey: bitcoinDevnetAccounts[1].privateKey })
 * wallet.on('bitcoin:signTransaction', 'reject')
 */
export async function installBitcoinTestWallet(
  target: Page | BrowserContext,
  parameters: InstallBitcoinTestWalletParameters,
): Promise<InstalledBitcoinTestWallet> {
  // Both accounts, held in Node; each origin sees the purposes it asked for.
  const signer = await connectBitcoinSigner({
    privateKey: parameters.privateKey,
    ...(parameters.reference ? { reference: parameters.reference } : {}),
    ...(parameters.name ? { name: parameters.name } : {}),
  })
  const state: BitcoinWalletState = {
    ...signer,
    name: signer.signer.wallet.name,
    chains: [...signer.signer.wallet.chains],
    authorized: new Map(),
    prompts: createWalletPrompts(prompting),
  }
  const answer = (method: string, params: unknown, origin: string) =>
    answerBitcoinRequest(state, method, params, origin)
  const args: BitcoinWalletScriptArgs = {
    ...bindingNames('__latchBitcoinWallet'),
    name: state.name,
    icon: signer.signer.wallet.icon,
    chains: [...state.chains],
  }

  const binding =
    parameters.announce === 'satsConnect'
      ? await installBindingWallet<SatsConnectWalletScriptArgs>(target, {
          script: satsConnectWalletScript,
          args: {
            ...bindingNames('__latchSatsConnectWallet'),
            name: args.name,
            icon: args.icon,
            providerId: 'LatchProviders.BitcoinProvider',
          },
          answer,
        })
      : await installBindingWallet(target, {
          script: bitcoinWalletScript,
          args,
          answer,
          // The page asking which accounts it may see on load is no request of the visitor's.
          unlisted: new Set(['bitcoin:accounts']),
        })

  const wallet: InstalledBitcoinTestWallet = {
    ...bindingWalletHandle(binding, {
      wallet: () => wallet,
      modes: state.prompts.modes,
      authorized: state.authorized,
      // A sats-connect wallet says so with its own event; a Wallet Standard one with a `change` to no accounts.
      ...(parameters.announce === 'satsConnect'
        ? { disconnected: { event: 'disconnect', payload: {} } }
        : {}),
    }),
    payment: signer.signer.payment,
    ordinal: signer.signer.ordinal,
    name: args.name,
  }
  return wallet
}
