import { anvilAccounts, installTestWallet, type TestWallet, type TestWalletAssets } from '@latch/testing'
import type { Page } from '@playwright/test'
import { encodeFunctionData, erc20Abi, type Hex, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { Stack } from './fixtures.js'

export const testWalletId = 'dev.latch.testwallet'

/**
 * The injected test wallet on the stack's chains, using anvil account `index` (tests in one worker share a
 * chain) or a `privateKey` of the test's own (see `fundFreshAccount`).
 */
export function installStackWallet(
  page: Page,
  stack: Stack,
  options: ({ index: number } | { privateKey: Hex }) & {
    chainId?: number
    name?: string
    rdns?: string
    injected?: boolean
    assets?: TestWalletAssets
  },
): Promise<TestWallet> {
  const privateKey = 'privateKey' in options ? options.privateKey : anvilAccounts[options.index]?.privateKey
  if (!privateKey) throw new Error(`no anvil account ${'index' in options ? options.index : ''}`)
  return installTestWallet(page, {
    privateKey,
    chains: stack.devnet.chains.map((chain) => ({
      id: chain.chainId,
      rpcUrl: chain.rpcUrl,
      name: chain.name,
    })),
    chainId: options.chainId ?? 31337,
    info: { name: options.name ?? 'Latch Test Wallet', rdns: options.rdns ?? testWalletId },
    injected: options.injected ?? true,
    ...(options.assets ? { assets: options.assets } : {}),
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

/** The devnet's minter of USDC and LTK (anvil account #0, unlocked on anvil). */
const minter = anvilAccounts[0].address

/**
 * A new account of the test's own on `chainId`, holding exactly `wei` and the given token amounts (minted by
 * the devnet's minter), so the test never depends on balances other tests change.
 */
export async function fundFreshAccount(
  rpcUrl: string,
  funds: { wei?: bigint; tokens?: readonly { address: Hex; amount: bigint }[] } = {},
): Promise<{ privateKey: Hex; address: Hex }> {
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  await rpc(rpcUrl, 'anvil_setBalance', [address, toHex(funds.wei ?? 0n)])
  for (const token of funds.tokens ?? []) {
    const data = encodeFunctionData({
      abi: [
        {
          type: 'function',
          name: 'mint',
          stateMutability: 'nonpayable',
          inputs: [
            { name: 'to', type: 'address' },
            { name: 'value', type: 'uint256' },
          ],
          outputs: [],
        },
      ],
      functionName: 'mint',
      args: [address, token.amount],
    })
    const hash = await rpc<Hex>(rpcUrl, 'eth_sendTransaction', [{ from: minter, to: token.address, data }])
    let receipt: { status: Hex } | null = null
    for (let i = 0; i < 100 && !receipt; i++) {
      receipt = await rpc<{ status: Hex } | null>(rpcUrl, 'eth_getTransactionReceipt', [hash])
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    if (receipt?.status !== '0x1') throw new Error(`minting ${token.address} failed`)
  }
  return { privateKey, address }
}

/** An ERC-20 balance read from the chain. */
export async function tokenBalanceOf(rpcUrl: string, token: Hex, holder: Hex): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
  return BigInt(await rpc<Hex>(rpcUrl, 'eth_call', [{ to: token, data }, 'latest']))
}
