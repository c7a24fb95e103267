/**
 * `npm run devnet`: starts the devnet on fixed ports (8545, 8546 or DEVNET_PORTS; the bundlers on 4337, 4338 or
 * BUNDLER_PORTS; the Solana validator on 8899 or SOLANA_PORT; the Bitcoin regtest's Esplora API on 3002 or
 * BITCOIN_PORT; the Polkadot chain on 9944 or POLKADOT_PORT), prints its summary and
 * keeps it running until Ctrl+C or SIGTERM.
 */
import { formatDevnet } from './formatDevnet.js'
import { startDevnet } from './startDevnet.js'

function parsePorts(value: string | undefined, fallback = [8545, 8546], name = 'DEVNET_PORTS'): number[] {
  if (!value) return fallback
  const ports = value.split(',').map((part) => Number(part.trim()))
  if (ports.length === 0 || ports.some((port) => !Number.isInteger(port) || port < 0 || port > 65_535)) {
    throw new Error(
      `${name} must be a comma-separated list of ports, for example ${fallback.join(',')} (got "${value}").`,
    )
  }
  return ports
}

function parsePort(value: string | undefined, fallback: number, name: string): number {
  if (!value) return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`${name} must be a port, for example ${fallback} (got "${value}").`)
  return port
}

async function main() {
  const ports = parsePorts(process.env.DEVNET_PORTS)
  const chainIds = ports.map((_, index) => 31337 + index)
  console.log(`Starting ${chainIds.length} local chains...`)
  const started = performance.now()
  const devnet = await startDevnet({
    chainIds,
    ports,
    solana: { port: parsePort(process.env.SOLANA_PORT, 8899, 'SOLANA_PORT') },
    bitcoin: { port: parsePort(process.env.BITCOIN_PORT, 3002, 'BITCOIN_PORT') },
    polkadot: { port: parsePort(process.env.POLKADOT_PORT, 9944, 'POLKADOT_PORT') },
    // One ERC-4337 bundler per chain: 4337, 4338 or BUNDLER_PORTS.
    bundler: { ports: parsePorts(process.env.BUNDLER_PORTS, [4337, 4338], 'BUNDLER_PORTS') },
  })
  console.log(`Devnet ready in ${Math.round(performance.now() - started)} ms\n`)
  console.log(formatDevnet(devnet))
  console.log('\nPress Ctrl+C to stop.')

  // The anvil processes do not hold the event loop open by themselves.
  const keepAlive = setInterval(() => {}, 1 << 30)
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping the devnet...`)
    await devnet.stop()
    clearInterval(keepAlive)
    console.log('Devnet stopped.')
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
