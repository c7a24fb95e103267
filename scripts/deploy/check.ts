// `npm run deploy:check [-- --worktree] [-- --keep]`: what the images do, without Docker. In a fresh temporary
// folder: the repository at HEAD (or the working tree with --worktree), `npm ci` and the four builds, then per
// service a folder with only the manifests, the lockfile and its build, `npm ci --omit=dev -w`; PostgreSQL, the
// server's `migrate`, each service started with plain `node` on its build, one real request to each; then three
// servers and two relays on the one PostgreSQL, each kind behind a round-robin proxy, and under a steady mixed load
// (catalogue requests, WalletConnect messages) one server and one relay killed (SIGKILL). Prints each service's
// production install size and cold start and what the load saw; exits 1 on any failure or lost message.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startPostgres, type TestPostgres } from '@latch/devnet/postgres'
import { buildStage, copySource, installSize, runtimeStage, writeFigures } from './prepareRelease.js'
import { probeFarcasterRelay, probeFrame, probeRelay, probeServer } from './probeServices.js'
import { messagesAcrossARelayKill } from './relayFailover.js'
import { type RoundRobinProxy, requestsAcrossAStop, startRoundRobinProxy } from './roundRobin.js'
import { type DeployedService, deployedServices } from './services.js'
import { type BuiltService, runNode, startBuiltService } from './startBuiltService.js'

type Figures = { service: string; installBytes: number; coldStartMs?: number; request?: string }

const worktree = process.argv.includes('--worktree')
const keep = process.argv.includes('--keep')
const repository = resolve(import.meta.dirname, '../..')

const serviceNamed = (name: DeployedService['name']) =>
  deployedServices.find((service) => service.name === name) as DeployedService

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

type Proxies = {
  servers: RoundRobinProxy
  relays: RoundRobinProxy
  serverUrls: string[]
  relayUrls: string[]
}

/**
 * The services up on PostgreSQL, each probed once: three servers and two relays, each kind behind its proxy (the
 * relays read projects through the servers' proxy and accept tokens signed for their proxy's URL), the frame on
 * the servers' proxy. Returns the servers and relays started.
 */
async function startAll(
  runtimeOf: (service: DeployedService) => string,
  postgres: TestPostgres,
  proxies: Proxies,
  started: BuiltService[],
  figures: Map<string, Figures>,
) {
  const start = async (name: DeployedService['name'], env: Record<string, string>) => {
    const running = await startBuiltService(runtimeOf(serviceNamed(name)), serviceNamed(name), env)
    started.push(running)
    const figure = figures.get(name) as Figures
    figure.coldStartMs ??= running.coldStartMs
    return running
  }
  const servers: BuiltService[] = []
  for (let i = 0; i < 3; i++) servers.push(await start('server', { DATABASE_URL: postgres.url }))
  proxies.serverUrls.push(...servers.map((server) => server.url))
  const relayEnv = {
    RELAY_DATABASE_URL: postgres.url,
    RELAY_PROJECTS_URL: proxies.servers.url,
    RELAY_PUBLIC_URL: proxies.relays.url.replace(/^http/, 'ws'),
  }
  const relays = [await start('relay', relayEnv), await start('relay', relayEnv)]
  proxies.relayUrls.push(...relays.map((relay) => relay.url))
  const frame = await start('frame', { API_URL: proxies.servers.url })
  const farcaster = await start('farcaster-relay', {})
  const answers: [DeployedService['name'], Promise<string>][] = [
    ['server', probeServer(proxies.servers.url)],
    ['relay', probeRelay(proxies.relays.url)],
    ['frame', probeFrame(frame.url)],
    ['farcaster-relay', probeFarcasterRelay(farcaster.url)],
  ]
  for (const [name, answer] of answers) (figures.get(name) as Figures).request = await answer
  return { servers, relays }
}

/** Catalogue requests and WalletConnect messages at once; one server and one relay killed while they flow. */
async function mixedLoadAcrossKills(proxies: Proxies, servers: BuiltService[], relays: BuiltService[]) {
  const [requests, messages] = await Promise.all([
    requestsAcrossAStop(
      proxies.servers.url,
      '/getWallets?projectId=latch-dev&entries=5',
      { Origin: 'http://localhost:5173' },
      () => (servers[2] as BuiltService).kill(),
    ),
    // The proxy alternates, so each relay carries a receiver and a sender of different pairs: killing one moves both.
    messagesAcrossARelayKill(proxies.relays.url.replace(/^http/, 'ws'), () =>
      (relays[0] as BuiltService).kill(),
    ),
  ])
  return { requests: { ...requests, retried: proxies.servers.retried() }, messages }
}

async function main(): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'latch-deploy-'))
  const source = join(work, 'source')
  const runtimeOf = (service: DeployedService) => join(work, `runtime-${service.name}`)
  const started: BuiltService[] = []
  let postgres: TestPostgres | undefined
  let closeProxies: () => Promise<unknown> = async () => {}
  try {
    console.log(`Deployment check in ${work} (${worktree ? 'working tree' : 'HEAD'})`)
    copySource(repository, source, worktree)
    await buildStage(source, deployedServices)
    const figures = new Map<string, Figures>()
    for (const service of deployedServices) {
      await runtimeStage(source, runtimeOf(service), service)
      figures.set(service.name, {
        service: service.name,
        installBytes: installSize(runtimeOf(service), service),
      })
    }
    postgres = await startPostgres()
    const serverRuntime = join(runtimeOf(serviceNamed('server')), 'apps', 'server')
    await runNode(serverRuntime, ['build/cli.js', 'migrate'], { DATABASE_URL: postgres.url })
    const serverUrls: string[] = []
    const relayUrls: string[] = []
    const proxies: Proxies = {
      servers: await startRoundRobinProxy(serverUrls),
      relays: await startRoundRobinProxy(relayUrls),
      serverUrls,
      relayUrls,
    }
    closeProxies = () => Promise.all([proxies.servers.close(), proxies.relays.close()])
    const { servers, relays } = await startAll(runtimeOf, postgres, proxies, started, figures)
    const { requests, messages } = await mixedLoadAcrossKills(proxies, servers, relays)
    console.log('\nservice           production install (node_modules + build)   cold start to ready')
    for (const figure of figures.values())
      console.log(
        `${figure.service.padEnd(18)}${megabytes(figure.installBytes).padEnd(44)}${figure.coldStartMs} ms\n  ${figure.request}`,
      )
    console.log(
      `\nThree servers behind a round-robin proxy, one killed (SIGKILL) during ${requests.requests} requests: ${requests.failed} failed after the client's one retry (${requests.retriedByClient} retried by the client, ${requests.retried} sent again by the proxy)${requests.failures.length ? ` (${requests.failures.join('; ')})` : ''}`,
    )
    console.log(
      `Two relays behind a round-robin proxy, one killed (SIGKILL) during ${messages.published} WalletConnect messages: ${messages.delivered} delivered, ${messages.published - messages.delivered} lost (${messages.reconnects} sockets opened again, ${messages.republished} publishes sent again)`,
    )
    writeFigures(work, { services: [...figures.values()], failover: { requests, messages } })
    return requests.failed === 0 && messages.delivered === messages.published ? 0 : 1
  } catch (error) {
    console.error(`\nDeployment check failed: ${error instanceof Error ? error.message : error}`)
    for (const running of started) console.error(`--- output of ${running.url}\n${running.output()}`)
    return 1
  } finally {
    await closeProxies()
    for (const running of started) await running.stop()
    await postgres?.stop()
    if (!keep) rmSync(work, { recursive: true, force: true })
  }
}

process.exit(await main())
