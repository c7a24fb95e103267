import { anvilAccounts, installTestWallet, type TestWallet } from '@latch/testing'
import type { Page } from '@playwright/test'
import type { Address, Hex } from 'viem'
import type { Stack } from './fixtures.js'

export const testWalletId = 'dev.latch.testwallet'

/** The devnet's ERC-1271 SmartWallet; its owner is anvil account #1. */
export const devnetSmartWallet: Address = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'

/**
 * The injected test wallet on the stack's chains, using anvil account `index` (tests in one worker share a
 * chain), a given `privateKey`, or acting as a contract account (`smartAccount`).
 */
export function installStackWallet(
  page: Page,
  stack: Stack,
  options: {
    index?: number
    privateKey?: Hex
    smartAccount?: { address: Address; owner: Hex }
    chainId?: number
    name?: string
    rdns?: string
    injected?: boolean
  },
): Promise<TestWallet> {
  const account = options.index === undefined ? undefined : anvilAccounts[options.index]
  const privateKey = options.privateKey ?? account?.privateKey
  if (!privateKey && !options.smartAccount) throw new Error(`no anvil account ${options.index}`)
  return installTestWallet(page, {
    ...(options.smartAccount ? { smartAccount: options.smartAccount } : privateKey ? { privateKey } : {}),
    chains: stack.devnet.chains.map((chain) => ({
      id: chain.chainId,
      rpcUrl: chain.rpcUrl,
      name: chain.name,
    })),
    chainId: options.chainId ?? 31337,
    info: { name: options.name ?? 'Latch Test Wallet', rdns: options.rdns ?? testWalletId },
    injected: options.injected ?? true,
  })
}

/** A JSON-RPC call straight to a devnet chain (for arranging state such as an exact balance). */
export async function rpc<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}
