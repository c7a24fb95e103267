import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The specs run against the production build of the demo, as a visitor would get it. */
export default function globalSetup() {
  const root = fileURLToPath(new URL('..', import.meta.url))
  execFileSync('npm', ['run', 'build', '-w', '@latch/demo'], { cwd: root, stdio: 'inherit' })
}
