import { UserRejectedRequestError } from '../errors/connection.js'
import type { Adapter, AdapterRuntime, Connector } from '../types.js'

export type TestWallet = {
  accounts: string[]
  chainId: number
  authorized: boolean
  /** EIP-1193 error code the next requestAccounts fails with. */
  failConnectWith?: number | undefined
  failSwitchWith?: number | undefined
  /** EIP-1193 error code the next personal_sign fails with. */
  failSignWith?: number | undefined
  /** What getAccountType answers (default 'eoa'). */
  accountType?: 'eoa' | 'smartAccount' | undefined
  /** The messages the wallet signed, oldest first. */
  signed?: string[]
  calls: string[]
  /** What `wallet_getAssets` answers; absent: the wallet has no asset discovery. */
  assets?: unknown
  /** The next sends are declined (EIP-1193 4001). */
  rejectSends?: boolean
  /** Sends go to this chain's RPC as `eth_sendTransaction` from the (unlocked or impersonated) account. */
  rpcUrl?: string
  emit: { accountsChanged?(a: string[]): void; chainChanged?(c: number): void; disconnect?(): void }
}

/**
 * An adapter for core's own tests: it implements the adapter contract over an in-memory wallet, so the
 * status machine, routing and persistence are tested without a browser. The eip155 runtime itself is
 * tested against a real chain in @latch/evm.
 */
export function createTestAdapter(
  wallet: TestWallet,
  options: { discover?: readonly Connector[]; runtime?: Partial<AdapterRuntime> } = {},
): Adapter {
  const rpcError = (code: number) => Object.assign(new Error(`code ${code}`), { code })
  const runtime: AdapterRuntime = {
    async connect() {
      wallet.calls.push('eth_requestAccounts')
      if (wallet.failConnectWith !== undefined) throw rpcError(wallet.failConnectWith)
      wallet.authorized = true
      return { address: wallet.accounts[0] as string, chainId: wallet.chainId }
    },
    async reconnect() {
      wallet.calls.push('eth_accounts')
      return wallet.authorized
        ? { address: wallet.accounts[0] as string, chainId: wallet.chainId }
        : undefined
    },
    async disconnect() {
      wallet.calls.push('wallet_revokePermissions')
      wallet.authorized = false
    },
    async switchNetwork({ network }) {
      wallet.calls.push('wallet_switchEthereumChain')
      if (wallet.failSwitchWith !== undefined) throw rpcError(wallet.failSwitchWith)
      wallet.chainId = Number(network.id)
    },
    async getBalance() {
      return { value: 1_234_567_000_000_000_000n, decimals: 18, symbol: 'ETH' }
    },
    async signMessage({ message }) {
      wallet.calls.push('personal_sign')
      if (wallet.failSignWith !== undefined) throw rpcError(wallet.failSignWith)
      wallet.signed = [...(wallet.signed ?? []), message]
      // Not a real signature (core carries no curve code): the message length in hex, enough to tell them apart.
      return `0x${message.length.toString(16).padStart(130, '0')}`
    },
    async getAccountType() {
      return wallet.accountType ?? 'eoa'
    },
    async getWalletAssets() {
      wallet.calls.push('wallet_getCapabilities')
      if (wallet.assets === undefined) return undefined
      wallet.calls.push('wallet_getAssets')
      return wallet.assets
    },
    async sendTransaction({ transaction: { from, to, value, data, gasPrice } }) {
      wallet.calls.push('eth_sendTransaction')
      return send({
        from,
        to,
        value: `0x${value.toString(16)}`,
        ...(data && data !== '0x' ? { data } : {}),
        ...(gasPrice === undefined ? {} : { gasPrice: `0x${gasPrice.toString(16)}` }),
      })
    },
    async transferToken({ address, tokenAddress, to, amount }) {
      wallet.calls.push('eth_sendTransaction')
      // transfer(address,uint256)
      const data = `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`
      return send({ from: address, to: tokenAddress, data })
    },
    watchProvider(_connector, handlers) {
      wallet.emit = {
        accountsChanged: (a) => handlers.onAccountsChanged(a),
        chainChanged: (c) => handlers.onChainChanged(c),
        disconnect: () => handlers.onDisconnect(),
      }
      return () => {
        wallet.emit = {}
      }
    },
    ...options.runtime,
  }
  async function send(transaction: Record<string, string>): Promise<string> {
    if (wallet.rejectSends)
      throw new UserRejectedRequestError({ shortMessage: 'Transaction declined', cause: rpcError(4001) })
    if (!wallet.rpcUrl) throw new Error('The test wallet has no chain to send to.')
    const response = await fetch(wallet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_sendTransaction', params: [transaction] }),
    })
    const body = (await response.json()) as { result?: string; error?: { code: number; message: string } }
    if (!body.result) throw Object.assign(new Error(body.error?.message ?? 'send failed'), body.error)
    return body.result
  }
  return {
    namespace: 'eip155',
    ...(options.discover
      ? {
          discover(discovery) {
            discovery.setConnectors(options.discover ?? [])
            return () => {}
          },
        }
      : {}),
    load: async () => runtime,
  }
}

export function createTestWallet(): TestWallet {
  return {
    accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    chainId: 31337,
    authorized: false,
    calls: [],
    emit: {},
  }
}

export const testConnector: Connector = {
  id: 'dev.latch.testwallet',
  name: 'Latch Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  explorerId: 'dev.latch.testwallet',
  info: { rdns: 'dev.latch.testwallet', name: 'Latch Test Wallet' },
}

const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
export const devnet = {
  id: 31337,
  name: 'Latch Devnet',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  nativeCurrency,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
} as const
export const devnet2 = {
  id: 31338,
  name: 'Latch Devnet 2',
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31338',
  nativeCurrency,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
} as const
