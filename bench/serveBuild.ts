// Serves a Vite build from its own process, as a real site is served, so the benchmark's browser driver
// never delays a file. Prints the URL on its first line of output.
//   serveBuild.ts <dist> <apiUrl> [--no-csp]   (a peer's page runs without the demo's strict CSP)
import { serveDemo } from '@latch/demo/serve'

const [dist = '', apiUrl = '', flag] = process.argv.slice(2)
const site = await serveDemo({
  dist,
  config: { apiUrl, projectId: 'latch-dev', networks: [] },
  ...(flag === '--no-csp' ? { csp: false as const } : {}),
})
process.stdout.write(`${site.url}\n`)
process.on('SIGTERM', () => {
  site.stop().then(() => process.exit(0))
})
