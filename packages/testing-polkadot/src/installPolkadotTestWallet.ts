import { InvalidParamsError, UnauthorizedError } from '@latch/testing'
import {
  type BindingWalletHandle,
  bindingNames,
  bindingWalletHandle,
  createWalletPrompts,
  installBindingWallet,
  type TestWalletRequest,
} from '@latch/testing/namespace'
import type { BrowserContext, Page } from '@playwright/test'
import { createPolkadotSigner, type PolkadotSigner } from './createPolkadotSigner.js'
import { type PolkadotWalletScriptArgs, polkadotWalletScript } from './polkadotWalletScript.js'

export type InstallPolkadotTestWalletParameters = {
  /** The sr25519 key's secret URI (a devnet test key, `//latch-devnet//1`, or a mnemonic). */
  uri: string
  /** The chain's node over WebSocket: transactions are signed with its metadata, as an extension does. */
  wsUrl: string
  /** The SS58 prefix the wallet shows its address in (the chain's). Default 42, Substrate's generic one. */
  ss58Format?: number
  /** The key in `window.injectedWeb3`. Default 'latch-polkadot'. */
  key?: string
  /** The account's name. Default 'Latch Polkadot Account'. */
  accountName?: string
  /** More accounts the extension offers after the first, each its own sr25519 key: the site may use any. */
  moreAccounts?: readonly { uri: string; name: string }[]
}

/** The handle a test keeps to drive the Polkadot extension and assert on what the page asked. */
export interface PolkadotTestWallet extends BindingWalletHandle<PolkadotTestWallet> {
  /** The first account's address (the default one). */
  readonly address: string
  /** Every account's address, the first first. */
  readonly addresses: readonly string[]
  readonly key: string
  /** Every request, oldest first: `polkadot:enable`, `polkadot:signRaw`, `polkadot:signPayload`. */
  readonly requests: readonly TestWalletRequest[]
}

const prompting = new Set(['polkadot:enable', 'polkadot:signRaw', 'polkadot:signPayload'])

/**
 * Puts a Polkadot extension into a Playwright page through `window.injectedWeb3` (the API
 * `@polkadot/extension-dapp` reads), its sr25519 key in Node: `enable` (remembered per origin, so a reload is
 * enabled without a prompt), `signRaw` (the bytes wrapped in `<Bytes>…</Bytes>`, as extensions sign them) and
 * `signPayload` (the extrinsic payload built with the chain's metadata), each prompt answered the way the
 * test says: approve, reject (4001), after a delay, or with an error.
 *
 * @example
 * const wallet = await installPolkadotTestWallet(page, { uri: chain.accounts[1].uri, wsUrl: chain.wsUrl, ss58Format: chain.ss58Format })
 * wallet.on('polkadot:signPayload', 'reject')
 */
export async function installPolkadotTestWallet(
  target: Page | BrowserContext,
  parameters: InstallPolkadotTestWalletParameters,
): Promise<PolkadotTestWallet> {
  const keys = [
    { uri: parameters.uri, name: parameters.accountName ?? 'Latch Polkadot Account' },
    ...(parameters.moreAccounts ?? []),
  ]
  const signers = await Promise.all(keys.map(({ uri }) => createPolkadotSigner({ ...parameters, uri })))
  const signer = signers[0] as PolkadotSigner
  const accounts = signers.map((each, index) => ({
    address: each.address,
    name: keys[index]?.name,
    type: 'sr25519',
  }))
  const authorized = new Set<string>()
  const { modes, prompt, beforeAnswer } = createWalletPrompts(prompting)
  const args: PolkadotWalletScriptArgs = {
    ...bindingNames('__latchPolkadotWallet'),
    key: parameters.key ?? 'latch-polkadot',
    version: '0.1.0',
  }
  /** The key of `address`, for a site that was enabled; the first key's refusal when none is. */
  function signerOf(origin: string, address: unknown): PolkadotSigner {
    if (!authorized.has(origin)) throw new UnauthorizedError('The site has not been enabled.')
    const own = signers.find((each) => {
      try {
        each.assertOwn(address)
        return true
      } catch {
        return false
      }
    })
    if (own) return own
    signer.assertOwn(address)
    return signer
  }

  async function answer(method: string, params: unknown, origin: string): Promise<unknown> {
    const input = (params ?? {}) as Record<string, unknown>
    await beforeAnswer(method)
    switch (method) {
      case 'polkadot:accounts':
        return authorized.has(origin) ? accounts : null
      case 'polkadot:enable':
        await prompt(method)
        authorized.add(origin)
        return accounts
      case 'polkadot:signRaw':
        return { signature: await signerOf(origin, input.address).signRaw(input, () => prompt(method)) }
      case 'polkadot:signPayload':
        return { signature: await signerOf(origin, input.address).signPayload(input, () => prompt(method)) }
      default:
        throw new InvalidParamsError(`${args.key} does not support ${method}.`)
    }
  }

  const binding = await installBindingWallet(target, {
    script: polkadotWalletScript,
    args,
    answer,
    // The page reading the accounts of an approved site is no request of the visitor's.
    unlisted: new Set(['polkadot:accounts']),
  })

  const wallet: PolkadotTestWallet = {
    address: signer.address,
    addresses: signers.map((each) => each.address),
    key: args.key,
    ...bindingWalletHandle(binding, { wallet: () => wallet, modes, authorized }),
    async uninstall() {
      await binding.uninstall()
      await Promise.all(signers.map((each) => each.disconnect()))
    },
  }
  return wallet
}
