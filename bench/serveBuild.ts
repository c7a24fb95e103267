// Serves a Vite build from its own process, as a real site is served, so the benchmark's browser driver
// never delays a file. Prints the URL on its first line of output.
import { serveDemo } from '@latch/demo/serve'

const [dist = '', apiUrl = ''] = process.argv.slice(2)
const site = await serveDemo({ dist, config: { apiUrl, projectId: 'latch-dev', networks: [] } })
process.stdout.write(`${site.url}\n`)
process.on('SIGTERM', () => {
  site.stop().then(() => process.exit(0))
})
