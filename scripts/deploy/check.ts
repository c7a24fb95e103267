// `npm run deploy:check [-- --worktree] [-- --keep]`: what the images do, without Docker. In a fresh temporary
// folder: the repository at HEAD (or the working tree with --worktree), `npm ci` and the four builds, then per
// service a folder with only the manifests, the lockfile and its build, `npm ci --omit=dev -w`; PostgreSQL, the
// server's `migrate`, each service started with plain `node` on its build, one real request to each, and two
// servers behind a round-robin proxy while one of them stops. Prints each service's production install size and
// cold start; exits 1 on any failure.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startPostgres, type TestPostgres } from '@latch/devnet/postgres'
import { buildStage, copySource, installSize, runtimeStage, writeFigures } from './prepareRelease.js'
import { probeFarcasterRelay, probeFrame, probeRelay, probeServer } from './probeServices.js'
import { requestsAcrossAStop, startRoundRobinProxy } from './roundRobin.js'
import { type DeployedService, deployedServices } from './services.js'
import { type BuiltService, runNode, startBuiltService } from './startBuiltService.js'

type Figures = { service: string; installBytes: number; coldStartMs?: number; request?: string }

const worktree = process.argv.includes('--worktree')
const keep = process.argv.includes('--keep')
const repository = resolve(import.meta.dirname, '../..')

const serviceNamed = (name: DeployedService['name']) =>
  deployedServices.find((service) => service.name === name) as DeployedService

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The services up on PostgreSQL, each probed once; returns what each answered. */
async function startAll(
  runtimeOf: (service: DeployedService) => string,
  postgres: TestPostgres,
  started: BuiltService[],
  figures: Map<string, Figures>,
) {
  const start = async (name: DeployedService['name'], env: Record<string, string>) => {
    const service = serviceNamed(name)
    const running = await startBuiltService(runtimeOf(service), service, env)
    started.push(running)
    const figure = figures.get(name) as Figures
    figure.coldStartMs = running.coldStartMs
    return running
  }
  const server = await start('server', { DATABASE_URL: postgres.url })
  const relay = await start('relay', { RELAY_DATABASE_URL: postgres.url, RELAY_PROJECTS_URL: server.url })
  const frame = await start('frame', { API_URL: server.url })
  const farcaster = await start('farcaster-relay', {})
  const answers: [DeployedService['name'], Promise<string>][] = [
    ['server', probeServer(server.url)],
    ['relay', probeRelay(relay.url)],
    ['frame', probeFrame(frame.url)],
    ['farcaster-relay', probeFarcasterRelay(farcaster.url)],
  ]
  for (const [name, answer] of answers) (figures.get(name) as Figures).request = await answer
  return server
}

/** A second server on the same database, both behind the proxy, and the second one stopped mid-traffic. */
async function failover(
  runtime: string,
  postgres: TestPostgres,
  first: BuiltService,
  started: BuiltService[],
) {
  const second = await startBuiltService(runtime, serviceNamed('server'), { DATABASE_URL: postgres.url })
  started.push(second)
  const proxy = await startRoundRobinProxy([first.url, second.url])
  try {
    const result = await requestsAcrossAStop(
      proxy.url,
      '/getWallets?projectId=latch-dev&entries=5',
      { Origin: 'http://localhost:5173' },
      () => second.stop(),
    )
    return { ...result, retried: proxy.retried() }
  } finally {
    await proxy.close()
  }
}

async function main(): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), 'latch-deploy-'))
  const source = join(work, 'source')
  const runtimeOf = (service: DeployedService) => join(work, `runtime-${service.name}`)
  const started: BuiltService[] = []
  let postgres: TestPostgres | undefined
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
    const server = await startAll(runtimeOf, postgres, started, figures)
    const failed = await failover(runtimeOf(serviceNamed('server')), postgres, server, started)
    console.log('\nservice           production install (node_modules + build)   cold start to ready')
    for (const figure of figures.values())
      console.log(
        `${figure.service.padEnd(18)}${megabytes(figure.installBytes).padEnd(44)}${figure.coldStartMs} ms\n  ${figure.request}`,
      )
    console.log(
      `\nTwo servers behind a round-robin proxy, one stopped (SIGTERM) during ${failed.requests} requests: ${failed.failed} failed, ${failed.retried} sent again by the proxy after the stopped one failed before answering${failed.failures.length ? ` (${failed.failures.join('; ')})` : ''}`,
    )
    writeFigures(work, { services: [...figures.values()], failover: failed })
    return failed.failed === 0 ? 0 : 1
  } catch (error) {
    console.error(`\nDeployment check failed: ${error instanceof Error ? error.message : error}`)
    for (const running of started) console.error(`--- output of ${running.url}\n${running.output()}`)
    return 1
  } finally {
    for (const running of started) await running.stop()
    await postgres?.stop()
    if (!keep) rmSync(work, { recursive: true, force: true })
  }
}

process.exit(await main())
