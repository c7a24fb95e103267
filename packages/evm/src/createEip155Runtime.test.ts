import {
  type Connector,
  type Eip1193Provider,
  SwitchChainNotSupportedError,
  TransactionFailedError,
  UserRejectedRequestError,
} from '@latch/core'
import { devnetRpc } from '@latch/devnet'
import { createWalletClient, http, parseEther, recoverMessageAddress, toHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createEip155Runtime } from './createEip155Runtime.js'
import { testNetwork, useAnvilChains } from './test/anvilChains.js'

const anvil = useAnvilChains()
const network = testNetwork

const rpc = (url: string, method: string, params: unknown = []) => devnetRpc(url, method, params)

/**
 * A browser-wallet stand-in in front of real anvil nodes: account requests and chain switching are the
 * wallet's job (with the codes real wallets use); every other call goes to the chain it is on.
 */
function walletOverAnvil(
  options: {
    reject?: boolean
    knownChains?: Record<number, string>
    relay?: boolean
    /** The site is already authorised (its account: anvil's first). */
    authorised?: boolean
    /** What the account picker of `wallet_requestPermissions` does (default: method not supported). */
    picker?: 'second' | 'reject'
  } = {},
) {
  const chains: Record<number, string> = options.knownChains ?? { 31337: anvil.a.rpcUrl }
  const calls: string[] = []
  let current = 31337
  let authorised = options.authorised ?? false
  // The account the visitor picked in the wallet (index into anvil's accounts).
  let picked = 0
  const accountsOf = async (url: string) => [((await rpc(url, 'eth_accounts')) as string[])[picked]]
  const added: unknown[] = []
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      calls.push(method)
      const url = chains[current] as string
      if (options.relay) return rpc(url, method, params)
      if (method === 'eth_requestAccounts') {
        if (options.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        authorised = true
        return accountsOf(url)
      }
      if (method === 'eth_accounts') return authorised ? accountsOf(url) : []
      if (method === 'wallet_requestPermissions') {
        if (!options.picker) throw Object.assign(new Error('Method not found'), { code: -32601 })
        if (options.picker === 'reject')
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        picked = 1
        return [{ parentCapability: 'eth_accounts' }]
      }
      if (method === 'wallet_switchEthereumChain') {
        const id = Number.parseInt((params as [{ chainId: string }])[0].chainId, 16)
        if (!chains[id]) throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 })
        current = id
        return null
      }
      if (method === 'wallet_addEthereumChain') {
        const [param] = params as [{ chainId: string; rpcUrls: string[] }]
        added.push(param)
        chains[Number.parseInt(param.chainId, 16)] = param.rpcUrls[0] as string
        return null
      }
      return rpc(url, method, params)
    },
  }
  const connector: Connector = {
    id: 'test',
    name: 'Test Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    provider,
  }
  return {
    connector,
    calls,
    added,
    get chainId() {
      return current
    },
  }
}

describe('eip155 runtime on anvil', () => {
  it('connects with eth_requestAccounts and reads the chain', async () => {
    const wallet = walletOverAnvil()
    const runtime = createEip155Runtime()
    expect(await runtime.reconnect({ connector: wallet.connector })).toBeUndefined()
    const result = await runtime.connect({ connector: wallet.connector })
    expect(result).toEqual({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 })
    // The wallet had not authorised the site: its own prompt is the choice, nothing else is asked.
    expect(wallet.calls).toEqual(['eth_accounts', 'eth_accounts', 'eth_requestAccounts', 'eth_chainId'])
  })

  it('asks a wallet that still authorises the site for its account picker, and connects the account chosen', async () => {
    const wallet = walletOverAnvil({ authorised: true, picker: 'second' })
    const result = await createEip155Runtime().connect({ connector: wallet.connector })
    expect(result).toEqual({ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 })
    expect(wallet.calls).toEqual([
      'eth_accounts',
      'wallet_requestPermissions',
      'eth_requestAccounts',
      'eth_chainId',
    ])
  })

  it('a declined account picker declines the connection; a wallet without one connects its account', async () => {
    const declining = walletOverAnvil({ authorised: true, picker: 'reject' })
    await expect(createEip155Runtime().connect({ connector: declining.connector })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(declining.calls).not.toContain('eth_requestAccounts')
    const without = walletOverAnvil({ authorised: true })
    expect(await createEip155Runtime().connect({ connector: without.connector })).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 31337,
    })
  })

  it('reconnects with eth_accounts only', async () => {
    const wallet = walletOverAnvil()
    const runtime = createEip155Runtime()
    await runtime.connect({ connector: wallet.connector })
    wallet.calls.length = 0
    expect(await runtime.reconnect({ connector: wallet.connector })).toMatchObject({ chainId: 31337 })
    expect(wallet.calls).not.toContain('eth_requestAccounts')
  })

  it('turns 4001 into UserRejectedRequestError', async () => {
    const wallet = walletOverAnvil({ reject: true })
    await expect(createEip155Runtime().connect({ connector: wallet.connector })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('adds the network on 4902, then switches', async () => {
    const wallet = walletOverAnvil()
    await createEip155Runtime().switchNetwork({
      connector: wallet.connector,
      network: network(31338, anvil.b.rpcUrl),
    })
    expect(wallet.calls).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(wallet.added).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Chain 31338',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [anvil.b.rpcUrl],
      },
    ])
    expect(wallet.chainId).toBe(31338)
    expect(await wallet.connector.provider?.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('a wallet without programmatic switching (the node itself answers -32601)', async () => {
    const wallet = walletOverAnvil({ relay: true })
    const error = await createEip155Runtime()
      .switchNetwork({ connector: wallet.connector, network: network(31338, anvil.b.rpcUrl) })
      .catch((e) => e)
    expect(error).toBeInstanceOf(SwitchChainNotSupportedError)
    expect(error.shortMessage).toBe('Test Wallet does not support programmatic chain switching')
  })

  it('reads the native balance from the network RPC', async () => {
    const balance = await createEip155Runtime().getBalance({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      network: network(31337, anvil.a.rpcUrl),
    })
    expect(balance).toEqual({ value: 10_000n * 10n ** 18n, decimals: 18, symbol: 'ETH' })
  })

  it('waits for a receipt: undefined while pending at the timeout, the outcome once mined', async () => {
    const runtime = createEip155Runtime()
    const chain = network(31338, anvil.b.rpcUrl)
    await rpc(anvil.b.rpcUrl, 'evm_setAutomine', [false])
    try {
      const hash = (await rpc(anvil.b.rpcUrl, 'eth_sendTransaction', [
        {
          from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          value: '0x1',
        },
      ])) as string
      expect(
        await runtime.waitForTransactionReceipt?.({ hash, network: chain, timeout: 300 }),
      ).toBeUndefined()
      const waiting = runtime.waitForTransactionReceipt?.({ hash, network: chain, timeout: 25_000 })
      await rpc(anvil.b.rpcUrl, 'evm_mine')
      expect(await waiting).toEqual({ status: 'success' })
    } finally {
      await rpc(anvil.b.rpcUrl, 'evm_setAutomine', [true])
    }
  })

  it('signs a message with personal_sign (hex text) and tells a contract account from a key', async () => {
    const wallet = walletOverAnvil({ relay: true })
    const runtime = createEip155Runtime()
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const message = 'app.example wants you to sign in\nNonce: 0123456789abcdef'
    const signature = await runtime.signMessage?.({ connector: wallet.connector, address, message })
    expect(await recoverMessageAddress({ message, signature: signature as `0x${string}` })).toBe(address)

    const chain = network(31337, anvil.a.rpcUrl)
    expect(await runtime.getAccountType?.({ address, network: chain })).toBe('eoa')
    const contract = '0x00000000000000000000000000000000000c0de1'
    await rpc(anvil.a.rpcUrl, 'anvil_setCode', [contract, '0x6000'])
    expect(await runtime.getAccountType?.({ address: contract, network: chain })).toBe('smartAccount')
  })

  it('an EOA that delegated its code through EIP-7702 is still an eoa', async () => {
    const chain = network(31337, anvil.a.rpcUrl)
    const account = privateKeyToAccount(generatePrivateKey())
    await rpc(anvil.a.rpcUrl, 'anvil_setBalance', [account.address, toHex(parseEther('1'))])
    const wallet = createWalletClient({ account, transport: http(anvil.a.rpcUrl) })
    const delegate = '0x00000000000000000000000000000000000c0de1'
    const authorization = await wallet.signAuthorization({
      contractAddress: delegate,
      chainId: 31337,
      executor: 'self',
    })
    const hash = await wallet.sendTransaction({
      chain: null,
      to: account.address,
      authorizationList: [authorization],
    })
    await rpc(anvil.a.rpcUrl, 'eth_getTransactionReceipt', [hash])
    const code = await rpc(anvil.a.rpcUrl, 'eth_getCode', [account.address, 'latest'])
    expect(code).toBe(`0xef0100${delegate.slice(2)}`)
    expect(await createEip155Runtime().getAccountType?.({ address: account.address, network: chain })).toBe(
      'eoa',
    )
  })

  it('a declined signature is UserRejectedRequestError', async () => {
    const connector = {
      ...walletOverAnvil().connector,
      provider: {
        request: async () => {
          throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        },
      },
    }
    const error = await createEip155Runtime()
      .signMessage?.({ connector, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', message: 'hi' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.shortMessage).toBe('Signature declined')
  })

  it('sends a transaction through the wallet and waits for its receipt', async () => {
    const wallet = walletOverAnvil({ relay: true })
    const runtime = createEip155Runtime()
    const net = network(31337, anvil.a.rpcUrl)
    const to = '0x000000000000000000000000000000000000bEEF'
    const hash = await runtime.sendTransaction?.({
      connector: wallet.connector,
      network: net,
      transaction: { from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to, data: '0x', value: 5n },
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(
      await runtime.waitForTransactionReceipt?.({ network: net, hash: hash as string, timeout: 5_000 }),
    ).toEqual({
      status: 'success',
    })
    expect(await rpc(anvil.a.rpcUrl, 'eth_getBalance', [to, 'latest'])).toBe('0x5')
    // A gas limit given by the caller reaches the wallet as is.
    const limited = await runtime.sendTransaction?.({
      connector: wallet.connector,
      network: net,
      transaction: {
        from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        to,
        data: '0x',
        value: 1n,
        gas: 50_000n,
      },
    })
    expect(await rpc(anvil.a.rpcUrl, 'eth_getTransactionByHash', [limited])).toMatchObject({ gas: '0xc350' })
  })

  it("turns a declined transaction into UserRejectedRequestError and other failures into the wallet's short message", async () => {
    const runtime = createEip155Runtime()
    const failing = (error: object): Connector => ({
      id: 'failing',
      name: 'Failing Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      provider: {
        async request({ method }: { method: string }) {
          // On the right chain, so the send itself is what fails.
          if (method === 'eth_chainId') return '0x7a69'
          throw error
        },
      },
    })
    const send = async (error: object) =>
      runtime.sendTransaction?.({
        connector: failing(error),
        network: network(31337, anvil.a.rpcUrl),
        transaction: {
          from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
          to: '0x000000000000000000000000000000000000bEEF',
          data: '0x',
          value: 0n,
        },
      })
    const declined = await send(
      Object.assign(new Error('User denied transaction signature.'), { code: 4001 }),
    ).catch((e) => e)
    expect(declined).toBeInstanceOf(UserRejectedRequestError)
    expect(declined.shortMessage).toBe('User denied transaction signature.')
    const failed = await send({
      code: -32000,
      message: 'insufficient funds for gas * price + value\nmore detail',
    }).catch((e) => e)
    expect(failed).toBeInstanceOf(TransactionFailedError)
    expect(failed.shortMessage).toBe('insufficient funds for gas * price + value')
    const silent = await send({ code: -32603 }).catch((e) => e)
    expect(silent.shortMessage).toBe('Transaction error')
  })

  it('reports a reverted transaction as such', async () => {
    const reverting = '0x000000000000000000000000000000000000dEaD'
    // PUSH1 0 PUSH1 0 REVERT
    await rpc(anvil.a.rpcUrl, 'anvil_setCode', [reverting, '0x60006000fd'])
    const hash = (await rpc(anvil.a.rpcUrl, 'eth_sendTransaction', [
      { from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: reverting, gas: '0x10000' },
    ])) as string
    await expect(
      createEip155Runtime().waitForTransactionReceipt?.({
        network: network(31337, anvil.a.rpcUrl),
        hash,
        timeout: 5_000,
      }),
    ).resolves.toEqual({ status: 'reverted' })
  })
})
