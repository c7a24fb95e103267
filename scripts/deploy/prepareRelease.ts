// The steps of the images' Dockerfiles, run in plain folders: the source, its full install and the builds (the
// build stage), then per service a folder with only the package manifests, the lockfile and the build, and the
// production install (the runtime stage).
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { DeployedService } from './services.js'

/** Runs a command in `cwd`, its output shown, and rejects when it fails. */
export function run(command: string, args: readonly string[], cwd: string): Promise<void> {
  console.log(`$ (${cwd}) ${command} ${args.join(' ')}`)
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

/**
 * The repository's files at `dir`: HEAD's (`git archive`, what an image built from a commit holds), or with
 * `worktree` the working tree's files git tracks or would track (changes not committed yet included).
 */
export function copySource(repository: string, dir: string, worktree: boolean): void {
  mkdirSync(dir, { recursive: true })
  if (!worktree) {
    const archive = execFileSync('git', ['archive', '--format=tar', 'HEAD'], {
      cwd: repository,
      maxBuffer: 1 << 30,
    })
    execFileSync('tar', ['-x', '-C', dir], { input: archive })
    return
  }
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repository,
    maxBuffer: 1 << 28,
  })
  for (const file of listed.toString('utf8').split('\0')) {
    // A tracked file deleted in the working tree is not part of it.
    if (file === '' || !existsSync(join(repository, file))) continue
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    cpSync(join(repository, file), join(dir, file), { verbatimSymlinks: true })
  }
}

/** The build stage: `npm ci`, then every service's `npm run build -w`. */
export async function buildStage(source: string, services: readonly DeployedService[]): Promise<void> {
  await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], source)
  for (const service of services) await run('npm', ['run', 'build', '-w', service.workspace], source)
}

/** The runtime stage of one service: its folder, with what the image's last stage holds, installed. */
export async function runtimeStage(source: string, dir: string, service: DeployedService): Promise<void> {
  const app = join('apps', service.name)
  mkdirSync(join(dir, app), { recursive: true })
  for (const file of ['package.json', 'package-lock.json', join(app, 'package.json')])
    cpSync(join(source, file), join(dir, file))
  await run(
    'npm',
    ['ci', '--omit=dev', '-w', service.workspace, '--prefer-offline', '--no-audit', '--no-fund'],
    dir,
  )
  cpSync(join(source, app, 'build'), join(dir, app, 'build'), { recursive: true })
}

/** Bytes on disk of the production install and the build of a service's runtime folder (`du`). */
export function installSize(dir: string, service: DeployedService): number {
  const app = join('apps', service.name)
  const paths = ['node_modules', join(app, 'node_modules'), join(app, 'build')].filter((path) =>
    existsSync(join(dir, path)),
  )
  const output = execFileSync('du', ['-sbc', ...paths], { cwd: dir }).toString('utf8')
  return Number(/(\d+)\s+total/.exec(output)?.[1] ?? Number.NaN)
}

/** Writes what the check measured beside the folders it made, for a later look. */
export function writeFigures(dir: string, figures: unknown): void {
  writeFileSync(join(dir, 'figures.json'), `${JSON.stringify(figures, null, 2)}\n`)
}
