import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type DevnetChain, devnetContracts, devnetRpc, safeAbi, toViemChain } from '@latch/devnet'
import type { Page } from '@playwright/test'
import {
  type BaseTransaction,
  getSDKVersion,
  MessageFormatter,
  Methods,
  type MethodToResponse,
  type Response,
  type RPCPayload,
  type SafeInfoExtended,
  type SDKRequestData,
  type SendTransactionsParams,
} from '@safe-global/safe-apps-sdk'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  toHex,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

// A stand-in for Safe{Wallet}: a page on an origin of its own that embeds a Safe app in an iframe and answers it in
// the Safe Apps protocol (the SDK's own request and response shapes), for a 1-of-1 Safe on a devnet chain whose
// owner key stays in Node. A transaction the app sends is signed by the owner and executed on chain at once.

const proxyFactoryAbi = parseAbi([
  'function createProxyWithNonce(address singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
])

/** The host page: the app's origin is checked on every message, and answers go to that origin only. */
const hostPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Safe{Wallet} test host</title>
<style>
html, body { margin: 0; height: 100%; font-family: system-ui, sans-serif; background: #121312; color: #fff; }
body { display: flex; flex-direction: column; }
header { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; padding: 10px 16px; border-bottom: 1px solid #303033; font-size: 14px; }
header strong { color: #12ff80; }
#safe { font-family: ui-monospace, monospace; font-size: 12px; overflow-wrap: anywhere; color: #a1a3a7; }
iframe { flex: 1; width: 100%; border: 0; background: #fff; }
</style>
</head>
<body>
<header><strong>Safe{Wallet}</strong><span>test host</span><span id="safe"></span></header>
<script>
  const search = new URLSearchParams(location.search)
  const app = new URL(search.get('app'))
  document.getElementById('safe').textContent = search.get('safe') || ''
  const frame = document.createElement('iframe')
  frame.id = 'safe-app'
  frame.title = 'Safe app'
  // Listening before the app loads: its first request (getSafeInfo) comes as soon as it starts.
  window.addEventListener('message', (event) => {
    if (event.origin !== app.origin || event.source !== frame.contentWindow) return
    window.latchSafeHost(event.data).then((response) => {
      if (response) frame.contentWindow.postMessage(response, app.origin)
    })
  })
  frame.src = app.href
  document.body.append(frame)
</script>
</body>
</html>`

export type SafeHostServer = { url: string; stop(): Promise<void> }

/** Serves the host page on a port of its own (another origin than the demo's). */
export async function startSafeHostServer(): Promise<SafeHostServer> {
  const server = createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://127.0.0.1').pathname !== '/') {
      response.writeHead(404, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ code: 'not_found', message: 'The host serves one page.' }))
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    response.end(hostPage)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type DevnetSafe = { address: Address; owner: Hex; ownerAddress: Address }

/** Deploys a fresh 1-of-1 Safe v1.4.1 through the devnet's proxy factory, its owner a new key with 1 ETH for gas. */
export async function deploySafe(chain: DevnetChain): Promise<DevnetSafe> {
  const owner = generatePrivateKey()
  const account = privateKeyToAccount(owner)
  await devnetRpc(chain.rpcUrl, 'anvil_setBalance', [account.address, toHex(10n ** 18n)])
  const viemChain = toViemChain(chain)
  const publicClient = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const wallet = createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) })
  const initializer = encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [[account.address], 1n, zeroAddress, '0x', zeroAddress, zeroAddress, 0n, zeroAddress],
  })
  const { request, result } = await publicClient.simulateContract({
    account,
    address: devnetContracts.safeProxyFactory,
    abi: proxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [devnetContracts.safeSingleton, initializer, BigInt(Date.now())],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash: await wallet.writeContract(request) })
  if (receipt.status !== 'success') throw new Error('the Safe was not deployed')
  return { address: result, owner, ownerAddress: account.address }
}

export type SafeHost = {
  /** Every request the app sent, in order, as the SDK sent it. */
  requests: SDKRequestData[]
  /** The on-chain transaction that executed each Safe transaction, by its safeTxHash. */
  executed: Map<Hex, Hex>
}

type Answer = MethodToResponse[Methods]

/** Signs the Safe transaction with the owner's key and executes it on chain; its safeTxHash is the app's answer. */
async function execute(chain: DevnetChain, safe: DevnetSafe, tx: BaseTransaction, host: SafeHost) {
  const viemChain = toViemChain(chain)
  const publicClient = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const account = privateKeyToAccount(safe.owner)
  const wallet = createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) })
  const call = [tx.to as Address, BigInt(tx.value || 0), (tx.data || '0x') as Hex, 0, 0n, 0n, 0n] as const
  const nonce = await publicClient.readContract({
    address: safe.address,
    abi: safeAbi,
    functionName: 'nonce',
  })
  const safeTxHash = await publicClient.readContract({
    address: safe.address,
    abi: safeAbi,
    functionName: 'getTransactionHash',
    args: [...call, zeroAddress, zeroAddress, nonce],
  })
  // An owner's ECDSA signature over the Safe transaction's hash (v 27 or 28), the one a 1-of-1 Safe needs.
  const signature = await account.sign({ hash: safeTxHash })
  const hash = await wallet.writeContract({
    address: safe.address,
    abi: safeAbi,
    functionName: 'execTransaction',
    args: [...call, zeroAddress, zeroAddress, signature],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('The Safe transaction reverted.')
  host.executed.set(safeTxHash, hash)
  return { safeTxHash }
}

async function answer(
  chain: DevnetChain,
  safe: DevnetSafe,
  host: SafeHost,
  origin: string,
  request: SDKRequestData,
): Promise<Answer> {
  switch (request.method) {
    case Methods.getSafeInfo: {
      const nonce = await createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
        address: safe.address,
        abi: safeAbi,
        functionName: 'nonce',
      })
      const info: SafeInfoExtended = {
        safeAddress: safe.address,
        chainId: chain.chainId,
        threshold: 1,
        owners: [safe.ownerAddress],
        isReadOnly: false,
        nonce: Number(nonce),
        implementation: devnetContracts.safeSingleton,
        modules: null,
        fallbackHandler: null,
        guard: null,
        version: '1.4.1',
      }
      return info
    }
    case Methods.getChainInfo:
      return {
        chainName: chain.name,
        chainId: String(chain.chainId),
        shortName: `devnet${chain.chainId}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
        blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
      }
    case Methods.getEnvironmentInfo:
      return { origin }
    case Methods.rpcCall: {
      const { call, params } = request.params as RPCPayload
      return devnetRpc(chain.rpcUrl, call, params)
    }
    case Methods.sendTransactions: {
      const { txs } = request.params as SendTransactionsParams
      // Safe{Wallet} batches several calls through MultiSend; this host executes one call per Safe transaction.
      if (txs.length !== 1 || !txs[0]) throw new Error('This host executes one transaction at a time.')
      return execute(chain, safe, txs[0], host)
    }
    case Methods.getTxBySafeTxHash: {
      const { safeTxHash } = request.params as { safeTxHash: Hex }
      const txHash = host.executed.get(safeTxHash)
      if (!txHash) throw new Error('No such Safe transaction.')
      return { safeAddress: safe.address, txId: safeTxHash, txStatus: 'SUCCESS', txHash } as Answer
    }
    default:
      throw new Error(`"${request.method}" is not supported by this host.`)
  }
}

/**
 * Lets the page's host script answer the Safe app: each request reaches Node through a binding, is answered in
 * the SDK's response format (`MessageFormatter`, this SDK's version), and the page posts the answer to the app.
 *
 * @example
 * const host = await installSafeHost(page, chain, safe)
 * await page.goto(`${server.url}/?app=${encodeURIComponent(demoUrl)}&safe=${safe.address}`)
 */
export async function installSafeHost(page: Page, chain: DevnetChain, safe: DevnetSafe): Promise<SafeHost> {
  const host: SafeHost = { requests: [], executed: new Map() }
  await page.exposeBinding(
    'latchSafeHost',
    async ({ frame }, data: unknown): Promise<Response | undefined> => {
      const request = data as SDKRequestData
      // Anything but an SDK request (an id and a known method) is not for the host.
      if (typeof request?.id !== 'string' || !Object.values(Methods).includes(request.method))
        return undefined
      host.requests.push(request)
      const version = getSDKVersion()
      try {
        const data = await answer(chain, safe, host, new URL(frame.url()).origin, request)
        return MessageFormatter.makeResponse(request.id, data, version)
      } catch (error) {
        return MessageFormatter.makeErrorResponse(request.id, (error as Error).message, version)
      }
    },
  )
  return host
}
