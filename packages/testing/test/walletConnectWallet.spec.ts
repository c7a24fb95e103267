import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type StartRelayReturnType, startRelay } from '@latch/relay'
import { build } from 'esbuild'
import { type Hex, verifyMessage } from 'viem'
import { anvilAccounts, routeWalletConnectVerify } from '../src/exports/index.js'
import { createWalletConnectTestWallet } from '../src/exports/walletConnect.js'
import { expect, test } from './fixtures.js'

const projectId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90'

/**
 * The smallest WalletConnect dApp: the real sign-client in the page, its pairing URI on the "QR code"
 * (`data-uri`), its state in #status, and `window.sign()` for a personal_sign through the session.
 */
const dappHtml = `<!doctype html>
<html><head><title>WalletConnect dApp</title><script src="/sign-client.js"></script></head>
<body><div id="qr"></div><p id="status">loading</p><script>
const status = (text) => { document.getElementById('status').textContent = text }
;(async () => {
  const dapp = await SignClient.init({
    projectId: '${projectId}',
    relayUrl: new URLSearchParams(location.search).get('relay'),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Browser dApp', description: 'A dApp', url: location.origin, icons: [] },
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] } },
  })
  document.getElementById('qr').dataset.uri = uri
  status('waiting')
  const session = await approval()
  const address = session.namespaces.eip155.accounts[0].split(':')[2]
  status('connected ' + address)
  dapp.on('session_delete', () => status('disconnected'))
  window.sign = (message) =>
    dapp
      .request({ topic: session.topic, chainId: 'eip155:31337', request: { method: 'personal_sign', params: [message, address] } })
      .then((result) => ({ result }), (error) => ({ error: { code: error.code, message: error.message } }))
})().catch((error) => status('error ' + error.message))
</script></body></html>`

let relay: StartRelayReturnType
let server: Server
let dappUrl: string

test.beforeAll(async () => {
  relay = await startRelay({ port: 0 })
  const bundle = await build({
    stdin: {
      contents: "import { SignClient } from '@walletconnect/sign-client'\nwindow.SignClient = SignClient",
      resolveDir: import.meta.dirname,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'silent',
  })
  const script = bundle.outputFiles[0]?.text ?? ''
  server = createServer((request, response) => {
    if (request.url === '/sign-client.js')
      return response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    if (request.url?.startsWith('/?'))
      return response.writeHead(200, { 'content-type': 'text/html' }).end(dappHtml)
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  dappUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/?relay=${encodeURIComponent(relay.url)}`
})

test.afterAll(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve))
  // Every call the browser's and the wallet's clients made is one the local relay implements.
  expect(relay.unknownMethods).toEqual([])
  await relay?.stop()
})

test('pairs with the QR code of a dApp in the browser, signs, rejects and disconnects', async ({
  page,
  anvils,
}) => {
  const wallet = await createWalletConnectTestWallet({
    relayUrl: relay.url,
    projectId,
    privateKey: anvilAccounts[2].privateKey,
    chains: anvils.map((anvil) => anvil.chain),
  })
  try {
    await routeWalletConnectVerify(page)
    const started = Date.now()
    await page.goto(dappUrl)
    const uri = await page.locator('[data-uri^="wc:"]').getAttribute('data-uri')
    // Without the Verify route the dApp's client waits 5 s for verify.walletconnect.org first.
    expect(Date.now() - started).toBeLessThan(4_000)

    const proposal = await wallet.pair(uri as string)
    expect(proposal).toMatchObject({ outcome: 'approved', origin: new URL(dappUrl).origin })
    await expect(page.locator('#status')).toHaveText(`connected ${anvilAccounts[2].address}`)

    const signedAt = Date.now()
    const signed = await page.evaluate(() => (window as unknown as Dapp).sign('0x6869'))
    expect(Date.now() - signedAt).toBeLessThan(4_000)
    expect(
      await verifyMessage({ address: wallet.address, message: 'hi', signature: signed.result as Hex }),
    ).toBe(true)

    wallet.on('personal_sign', 'reject')
    expect(await page.evaluate(() => (window as unknown as Dapp).sign('0x6869'))).toEqual({
      error: { code: 4001, message: 'User rejected the request.' },
    })

    await wallet.disconnect()
    await expect(page.locator('#status')).toHaveText('disconnected')
  } finally {
    await wallet.close()
  }
})

type Dapp = { sign(message: Hex): Promise<{ result?: unknown; error?: { code: number; message: string } }> }
