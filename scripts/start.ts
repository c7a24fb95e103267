// `npm start`: the whole local stack in one terminal. The devnet chains, the server with its embedded
// database, and the demo dApp; each is waited for before the next starts, then every URL is printed.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { serveDemo } from '@latch/demo/serve'
import { devnetPolkadotNetwork, devnetServerOptions, formatDevnet, startDevnet } from '@latch/devnet'
import { startFarcasterRelay } from '@latch/farcaster-relay'
import { startFrame } from '@latch/frame'
import { startMailSink } from '@latch/mailsink'
import { startOidcProvider } from '@latch/oidc'
import { startRelay } from '@latch/relay'
import { startServer } from '@latch/server'

const root = fileURLToPath(new URL('..', import.meta.url))
const host = process.env.HOST ?? '127.0.0.1'
const ports = {
  devnet: (process.env.DEVNET_PORTS ?? '8545,8546').split(',').map(Number),
  solana: Number(process.env.SOLANA_PORT ?? 8899),
  bitcoin: Number(process.env.BITCOIN_PORT ?? 3002),
  polkadot: Number(process.env.POLKADOT_PORT ?? 9944),
  bundler: (process.env.BUNDLER_PORTS ?? '4337,4338').split(',').map(Number),
  server: Number(process.env.SERVER_PORT ?? 8787),
  relay: Number(process.env.RELAY_PORT ?? 8788),
  demo: Number(process.env.DEMO_PORT ?? 5173),
  frame: Number(process.env.FRAME_PORT ?? 8789),
  inbox: Number(process.env.MAIL_PORT ?? 8790),
  smtp: Number(process.env.SMTP_PORT ?? 2525),
  oidc: Number(process.env.OIDC_PORT ?? 8791),
  farcaster: Number(process.env.FARCASTER_RELAY_PORT ?? 8792),
}

function step(text: string) {
  process.stdout.write(`• ${text}… `)
  const started = performance.now()
  return () => console.log(`done in ${Math.round(performance.now() - started)} ms`)
}

let done = step('building the demo dApp')
execFileSync('npm', ['run', 'build', '-w', '@latch/demo'], { cwd: root, stdio: 'ignore' })
done()

done = step('building the embedded-wallet frame')
execFileSync('npm', ['run', 'build', '-w', '@latch/frame'], { cwd: root, stdio: 'ignore' })
done()

done = step(
  `starting the devnet chains on ports ${ports.devnet.join(', ')} (bundlers on ${ports.bundler.join(', ')}), the Solana validator on ${ports.solana}, the Bitcoin regtest on ${ports.bitcoin} and the Polkadot chain on ${ports.polkadot}`,
)
const devnet = await startDevnet({
  ports: ports.devnet,
  host,
  solana: { port: ports.solana },
  bitcoin: { port: ports.bitcoin },
  polkadot: { port: ports.polkadot },
  // One ERC-4337 bundler per chain, for the embedded wallet's smart accounts.
  bundler: { ports: ports.bundler },
})
done()

done = step(`starting the mail sink (SMTP ${ports.smtp}, inbox ${ports.inbox})`)
const mail = await startMailSink({ smtpPort: ports.smtp, httpPort: ports.inbox, host })
done()

const frameOrigin = `http://${host}:${ports.frame}`
done = step(`starting the OpenID Connect sandbox (social logins) on port ${ports.oidc}`)
const oidcClient = {
  clientId: 'latch-local',
  clientSecret: 'latch-local-secret',
  redirectUris: [`${frameOrigin}/social/callback`],
}
const oidc = await startOidcProvider({ port: ports.oidc, host, clients: [oidcClient] })
done()

done = step(`starting the Farcaster auth relay on port ${ports.farcaster}`)
const farcasterRelay = await startFarcasterRelay({ port: ports.farcaster, host })
done()

done = step(`starting the server on port ${ports.server}`)
const server = await startServer({
  port: ports.server,
  host,
  dataDir: process.env.DATA_DIR ?? `${root}apps/server/.data`,
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  ...devnetServerOptions(devnet, {
    // Login codes go over real SMTP to the local sink; production sets SMTP_URL to its own server.
    smtpUrl: process.env.SMTP_URL || mail.smtpUrl,
    frameOrigin,
    // Social logins go to the local sandbox; production sets LATCH_SOCIALS (see apps/oidc/README.md).
    socials: process.env.LATCH_SOCIALS ? undefined : oidc.settingsFor(oidcClient),
    // Sign In With Farcaster goes to the local relay; production sets LATCH_FARCASTER_* (see
    // apps/farcaster-relay/README.md).
    farcasterRelayUrl: process.env.LATCH_FARCASTER_RELAY_URL ? undefined : farcasterRelay.url,
    // The sandbox on-ramp's page; production sets COINBASE_ONRAMP_* / MOONPAY_* instead (see apps/server/README.md).
    onrampWebhookSecret: randomBytes(32).toString('hex'),
  }),
  swapFeeRecipient: process.env.SWAP_FEE_RECIPIENT || devnet.accounts[9]?.address, // swap provider fees go to test account #9
})
done()

done = step(`starting the embedded-wallet frame on port ${ports.frame}`)
const frame = await startFrame({
  port: ports.frame,
  host,
  apiUrl: server.url,
  farcasterRelayUrl: process.env.LATCH_FARCASTER_RELAY_URL || farcasterRelay.url,
})
done()

done = step(`starting the WalletConnect relay on port ${ports.relay}`)
// Durable by default: messages and subscriptions survive a restart in the relay's embedded store
// (RELAY_DATABASE_URL: a PostgreSQL database instead, which several relays can share). It admits the
// server's projects only, as WalletConnect's relay admits only its own.
const relay = await startRelay({
  port: ports.relay,
  host,
  storage: process.env.RELAY_DATABASE_URL
    ? { kind: 'postgres', databaseUrl: process.env.RELAY_DATABASE_URL }
    : { kind: 'embedded', dataDir: process.env.RELAY_DATA_DIR ?? `${root}apps/relay/.data` },
  projects: { serverUrl: server.url },
})
done()

// The local relay admits the server's projects, so the demo (and any wallet pairing with it) names the local
// one; production configures its WalletConnect project id and relay (the public one by default).
const walletConnect = {
  projectId: process.env.WC_PROJECT_ID ?? 'latch-dev',
  relayUrl: relay.url,
}

done = step(`serving the demo on port ${ports.demo}`)
const demo = await serveDemo({
  port: ports.demo,
  host,
  config: {
    apiUrl: server.url,
    projectId: 'latch-dev',
    networks: devnet.chains.map((chain) => ({ id: chain.chainId, name: chain.name, rpcUrl: chain.rpcUrl })),
    ...(devnet.solana
      ? {
          solanaNetworks: [
            {
              reference: devnet.solana.caipNetworkId.slice('solana:'.length),
              name: 'Solana Local',
              rpcUrl: devnet.solana.rpcUrl,
              wsUrl: devnet.solana.wsUrl,
            },
          ],
        }
      : {}),
    ...(devnet.polkadot ? { polkadotNetworks: [devnetPolkadotNetwork(devnet.polkadot)] } : {}),
    walletConnect,
    frameUrl: frame.url,
  },
})
done()

console.log(`
Latch is running.

  Demo dApp   ${demo.url}
  Server      ${server.url}   (OpenAPI: ${server.url}/openapi.json, project id: latch-dev)
  Relay       ${relay.url}   (WalletConnect, project id ${walletConnect.projectId})
  Frame       ${frame.url}   (the embedded wallet: e-mail and social login)
  Bundler     ${server.url}/v1/bundler?chainId=eip155:<id>&projectId=latch-dev   (ERC-4337 bundler and sponsoring paymaster of ${devnet.chains
    .filter((chain) => chain.bundlerUrl)
    .map((chain) => chain.chainId)
    .join(', ')}: embedded wallets are smart accounts there)
  OIDC        ${oidc.url}   (the social logins' sandbox provider: type any user name)
  Farcaster   ${farcasterRelay.url}   (the Farcaster auth relay: Sign In With Farcaster channels, key ${farcasterRelay.authKey})
  Inbox       ${mail.url}   (every e-mail the server sends, e.g. login codes; SMTP ${mail.smtpUrl})

${formatDevnet(devnet)}

Press Ctrl+C to stop.`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  console.log('\nstopping…')
  await demo.stop()
  await relay.stop()
  await frame.stop()
  await server.stop()
  await mail.stop()
  await oidc.stop()
  await farcasterRelay.stop()
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
