// The whole local stack on random ports, as the e2e specs (one per worker) and the browser benchmarks use it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type DemoConfig, serveDemo } from '@latch/demo/serve'
import { type Devnet, devnetPolkadotNetwork, devnetServerOptions, startDevnet } from '@latch/devnet'
import { type FarcasterRelay, startFarcasterRelay } from '@latch/farcaster-relay'
import { startFrame } from '@latch/frame'
import { type MailSink, startMailSink } from '@latch/mailsink'
import { type OidcClient, type OidcProvider, startOidcProvider } from '@latch/oidc'
import { type StartRelayReturnType, startRelay } from '@latch/relay'
import {
  createDatabase,
  createProject,
  devProject,
  setLogins,
  setSponsorship,
  startServer,
} from '@latch/server'

export type Stack = {
  devnet: Devnet
  server: { url: string }
  demo: { url: string }
  /** The WalletConnect relay the demo and the WalletConnect test wallet share. */
  relay: StartRelayReturnType
  /** The embedded-wallet frame, on an origin of its own. */
  frame: { url: string; origin: string }
  /** Where the server's login e-mails arrive (real SMTP). */
  mail: MailSink
  /** The OpenID Connect provider of every social login (one issuer per provider), with the server's client. */
  oidc: OidcProvider & { client: OidcClient }
  /** The Farcaster auth relay; the server checks fids on the first devnet chain's IdRegistry. */
  farcasterRelay: FarcasterRelay
  /** The server's clock for login codes and sessions runs `offset` ms ahead of the real one. */
  clock: { offset: number }
  /**
   * The test project's secret key: its own server's calls (`X-Latch-Secret-Key`), which the paymaster sponsors for
   * any account, where a site's calls need a wallet session's.
   */
  secretKey: string
  config: DemoConfig
  /** Stops every service and removes the server's data. */
  stop(): Promise<void>
}

/**
 * The WalletConnect project id of the demo and the test wallets: the stack's relay admits the server's
 * projects only, and this is the one the server seeds.
 */
export const walletConnectProjectId = 'latch-dev'

/** A second project whose allowlist names the same sites as the development project's. */
export const otherProjectId = 'latch-other'

/**
 * Projects on the same sites whose operator chose their embedded wallet's logins (`projects logins`): the
 * e-mail login only, and GitHub only. The development project offers every login.
 */
export const loginProjects = {
  emailOnly: { id: 'latch-email-only', logins: { email: true, socials: [] } },
  githubOnly: { id: 'latch-github-only', logins: { email: false, socials: ['github'] } },
} as const

/** The account the server pays the swap provider fee to (the swap router sends it there on chain). */
export const swapFeeRecipient = '0x000000000000000000000000000000000000fee1'
/** The stack's name service registers under an operator's own domain, which the widget learns from it. */
export const nameSuffix = '.names.example.com'

export type StartStackParameters = {
  /**
   * A bundler per chain behind the server's /v1/bundler, so e-mail visitors are smart accounts (as under
   * `npm start`). Off by default: 180 MB per bundler, and the other specs test the plain key.
   */
  smartAccounts?: boolean | undefined
  /**
   * The devnet's Polkadot chain too, which the server indexes (its history and balances) and the demo lists.
   * Off by default: about 4 s to start and a runtime in memory, for the specs that need the server's side.
   */
  polkadot?: boolean | undefined
  /**
   * The host name the frame is reached at. Default `127.0.0.1`, the demo's; `localhost` puts the frame on another
   * site than the page, as in production, where the browser gives it a process of its own.
   */
  frameHost?: string | undefined
}

/** Starts the devnet (anvil chains, Solana and the Bitcoin regtest, Polkadot on request), mail sink, frame, server, relay and demo. */
export async function startStack(parameters: StartStackParameters = {}): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'latch-e2e-'))
  // The local Solana validator and the Bitcoin regtest start beside the anvil chains (in parallel).
  const devnet = await startDevnet({
    solana: true,
    bitcoin: true,
    ...(parameters.smartAccounts ? { bundler: true } : {}),
    ...(parameters.polkadot ? { polkadot: true } : {}),
  })
  const mail = await startMailSink()
  // The frame reads the server's URL when it serves a page; the server must know the frame's origin first.
  let serverUrl = ''
  const clock = { offset: 0 }
  const farcasterRelay = await startFarcasterRelay()
  const frameServer = await startFrame({
    port: 0,
    apiUrl: () => serverUrl,
    farcasterRelayUrl: farcasterRelay.url,
  })
  const frameOrigin = parameters.frameHost
    ? frameServer.origin.replace('//127.0.0.1:', `//${parameters.frameHost}:`)
    : frameServer.origin
  const frame = { url: frameOrigin, origin: frameOrigin, stop: frameServer.stop }
  const client = {
    clientId: 'latch-e2e',
    clientSecret: 'latch-e2e-secret',
    redirectUris: [`${frame.origin}/social/callback`],
  }
  // Another app registered at the same providers, with the same callback: its codes are not the server's.
  const otherApp = { ...client, clientId: 'other-app-e2e', clientSecret: 'other-app-e2e-secret' }
  const oidc = await startOidcProvider({ clients: [client, otherApp] })
  // The test projects as their operator sets them up before the server starts (the embedded database is the
  // server's alone once it runs): the development project with a secret key for its own server, shown only now,
  // and, with smart accounts, the sponsorship its wallets' smart accounts get, the development project's (a cost
  // limit per operation, a number per account and day, and a number and a budget in wei a day for the whole
  // project); a second project on the same sites, and the projects offering only some logins.
  const setup = await createDatabase({ dataDir })
  let secretKey: string | undefined
  try {
    ;({ secretKey } = await createProject(setup.db, {
      id: devProject.id,
      name: devProject.name,
      allowedOrigins: [...devProject.allowedOrigins],
    }))
    if (parameters.smartAccounts) await setSponsorship(setup.db, devProject.id, { ...devProject.sponsorship })
    await createProject(setup.db, {
      id: otherProjectId,
      name: 'Another dApp',
      allowedOrigins: [...devProject.allowedOrigins],
    })
    for (const { id, logins } of Object.values(loginProjects)) {
      await createProject(setup.db, { id, name: id, allowedOrigins: [...devProject.allowedOrigins] })
      await setLogins(setup.db, id, logins)
    }
  } finally {
    await setup.close()
  }
  const options = devnetServerOptions(devnet, {
    smtpUrl: mail.smtpUrl,
    frameOrigin: frame.origin,
    socials: oidc.settingsFor(client),
    farcasterRelayUrl: farcasterRelay.url,
    onrampWebhookSecret: 'e2e-onramp',
  })
  const server = await startServer({
    port: 0,
    dataDir,
    ...options,
    // 31338 has no swap router configured, so the server quotes swaps on 31337 only: the widget must offer
    // Swap there and not on 31338.
    chains: options.chains.map((chain) =>
      chain.chainId === 31338 ? { ...chain, swap: false as const } : chain,
    ),
    swapFeeRecipient,
    nameSuffixes: [nameSuffix],
    // Every page of a worker's tests comes from 127.0.0.1: one visitor's limits would be the suite's.
    rateLimits: {
      ip: { limit: 100_000, windowMs: 60_000 },
      nonce: { limit: 10_000, windowMs: 60_000 },
      nameRegistration: { limit: 10_000, windowMs: 3_600_000 },
      sponsorship: { limit: 10_000, windowMs: 60_000 },
    },
    embeddedNow: () => Date.now() + clock.offset,
  })
  serverUrl = server.url
  const relay = await startRelay({ port: 0, projects: { serverUrl: server.url } })
  const config: DemoConfig = {
    apiUrl: server.url,
    projectId: 'latch-dev',
    networks: devnet.chains.map((chain) => ({
      id: chain.chainId,
      name: chain.name,
      rpcUrl: chain.rpcUrl,
    })),
    walletConnect: { projectId: walletConnectProjectId, relayUrl: relay.url },
    frameUrl: frame.url,
    ...(devnet.polkadot ? { polkadotNetworks: [devnetPolkadotNetwork(devnet.polkadot)] } : {}),
  }
  // LATCH_E2E_DEMO_DIST: another build of the demo (checking that a spec fails against a broken widget).
  const demoDist = process.env.LATCH_E2E_DEMO_DIST
  const demo = await serveDemo({ port: 0, config, ...(demoDist ? { dist: demoDist } : {}) })
  return {
    devnet,
    server,
    demo,
    relay,
    frame,
    mail,
    oidc: Object.assign(oidc, { client }),
    farcasterRelay,
    clock,
    secretKey,
    config,
    async stop() {
      await demo.stop()
      await frame.stop()
      await mail.stop()
      await oidc.stop()
      await farcasterRelay.stop()
      await relay.stop()
      await server.stop()
      await devnet.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
