import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The specs run against the production builds of the demo, the frame, and the wagmi, plain HTML and Next.js examples, as a visitor would get them. */
export default function globalSetup() {
  // LATCH_E2E_SKIP_BUILD=1: the builds are there already (another run made them, or LATCH_E2E_DEMO_DIST names one).
  if (process.env.LATCH_E2E_SKIP_BUILD) return
  const root = fileURLToPath(new URL('..', import.meta.url))
  execFileSync('npm', ['run', 'build', '-w', '@latch/demo'], { cwd: root, stdio: 'inherit' })
  execFileSync('npm', ['run', 'build', '-w', '@latch/frame'], { cwd: root, stdio: 'inherit' })
  // The wagmi examples, on wagmi 3 and on wagmi 2, run against the same stack (e2e/specs/wagmi.spec.ts).
  for (const example of ['latch-example-wagmi', 'latch-example-wagmi2'])
    execFileSync('npm', ['run', 'build', '-w', example], { cwd: root, stdio: 'inherit' })
  // The plain HTML example's latch.js and page (e2e/specs/html.spec.ts).
  execFileSync('npm', ['run', 'build', '-w', 'latch-example-html'], { cwd: root, stdio: 'inherit' })
  // The Next.js example is served by `next start` (e2e/specs/nextjs.spec.ts).
  execFileSync('npm', ['run', 'build', '-w', 'latch-example-nextjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
}
