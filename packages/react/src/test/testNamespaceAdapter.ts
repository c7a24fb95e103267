import type { Adapter, AdapterRuntime, CaipNetwork, Connector, NamespaceProfile } from '@latch/core'

// A namespace no Latch package knows, brought the way an adapter package brings one: a network, a descriptor
// with its profile, and a runtime (here balances kept in memory). The modal must serve it with no change to core
// or react.

/** The made-up namespace; CAIP-2 allows 3 to 8 lowercase letters, digits or dashes. */
export const toyNamespace = 'toychain'

/** A made-up network of it. */
export const toyNetwork: CaipNetwork = {
  id: 'main',
  name: 'Toy Chain',
  chainNamespace: toyNamespace,
  caipNetworkId: `${toyNamespace}:main`,
  nativeCurrency: { name: 'Toy', symbol: 'TOY', decimals: 6 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
}

/** Its one wallet, announced on the page. */
export const toyWallet: Connector = {
  id: 'dev.latch.toywallet',
  name: 'Toy Wallet',
  type: 'ANNOUNCED',
  chain: toyNamespace,
}

/** Toy addresses: `toy` and 8 lowercase letters or digits. */
const toyAddress = /^toy[a-z0-9]{8}$/

const toyProfile: NamespaceProfile = {
  label: 'Toy',
  isValidAddress: (value) => toyAddress.test(value),
  // The runtime prices its own fee; the balances are the chain's, as no data API serves this namespace.
  fee: { gasUnits: 1n, sendsGasPrice: false, shownIn: 'coin' },
  balances: { source: 'chain', countsMempool: false },
  features: { send: true, names: false, onramp: false, activity: false, embeddedWallet: false },
  defaultAccountType: 'eoa',
  networks: [toyNetwork],
}

export type ToyChain = {
  adapter: Adapter
  /** Base units held per address. */
  balances: Map<string, bigint>
  /** The transactions sent, oldest first. */
  sent: { from: string; to: string; value: bigint }[]
}

/** The toy namespace's adapter over an in-memory ledger in which `account` holds `balance` base units. */
export function createToyChain(account: string, balance: bigint): ToyChain {
  const balances = new Map([[account, balance]])
  const sent: ToyChain['sent'] = []
  const runtime: AdapterRuntime = {
    connect: async () => ({ address: account, chainId: toyNetwork.id }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    switchNetwork: async () => {},
    getBalance: async ({ address }) => ({ value: balances.get(address) ?? 0n, decimals: 6, symbol: 'TOY' }),
    async sendTransaction({ transaction: { from, to, value } }) {
      const held = balances.get(from) ?? 0n
      if (value > held) throw new Error('insufficient funds')
      balances.set(from, held - value)
      balances.set(to, (balances.get(to) ?? 0n) + value)
      sent.push({ from, to, value })
      return `toytx${sent.length}`
    },
    waitForTransactionReceipt: async () => ({ status: 'success' }),
    watchProvider: () => () => {},
  }
  const adapter: Adapter = {
    namespace: toyNamespace,
    profile: toyProfile,
    discover(discovery) {
      discovery.setConnectors([toyWallet])
      return () => {}
    },
    load: async () => runtime,
  }
  return { adapter, balances, sent }
}
