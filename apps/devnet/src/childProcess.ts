import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { Socket } from 'node:net'

// Children still running, killed synchronously when this process exits. A process-wide registry is
// deliberate: the 'exit' hook is process-wide, and it keeps aborted test runs from leaving orphans.
const running = new Set<ChildProcess>()
let exitHookInstalled = false
/** Kills the child synchronously if this process exits first (anvil, the bundler). */
export function trackChild(child: ChildProcess): void {
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.on('exit', () => {
      for (const child of running) child.kill('SIGKILL')
    })
  }
  running.add(child)
  child.once('exit', () => running.delete(child))
}

// setpriv makes the kernel SIGKILL anvil when its parent dies, which also covers a parent killed by a
// signal, where 'exit' handlers never run.
const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path))

/** The command and arguments that run `binary` so it dies with this process (through setpriv when present). */
export function withParentDeathSignal(binary: string, args: string[]): [string, string[]] {
  return setpriv ? [setpriv, ['--pdeathsig', 'SIGKILL', '--', binary, ...args]] : [binary, args]
}

export type SupervisedChild = {
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>
  /** SIGTERM, then SIGKILL after 2 s; resolves once the process has exited (its port is free again). */
  stop(): Promise<void>
  /**
   * Waits for `ready` or `failure`, whichever comes first. On failure (or if `ready` rejects) it stops the child
   * and throws; once ready, the child no longer keeps this process alive: its owner stops it, or the exit hook.
   */
  settle(ready: Promise<void>, failure: Promise<Error>): Promise<void>
}

/** The start-up and stop discipline anvil and the bundler share. */
export function superviseChild(child: ChildProcess): SupervisedChild {
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 2_000)
      await exited
      clearTimeout(timer)
    }
  }
  const settle = async (ready: Promise<void>, failure: Promise<Error>) => {
    try {
      const error = await Promise.race([ready.then(() => undefined), failure])
      if (error) throw error
    } catch (error) {
      await stop()
      throw error
    }
    child.unref()
    ;(child.stderr as Socket | null)?.unref()
    ;(child.stdout as Socket | null)?.unref()
  }
  return { exited, stop, settle }
}
