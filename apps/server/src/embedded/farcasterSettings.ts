import { type Address, isAddress } from 'viem'

/** Where Sign In With Farcaster goes: the auth relay the frame opens channels on, and the ID registry to check fids. */
export type FarcasterSettings = {
  /** The Farcaster auth relay (the channel API of `@farcaster/auth-client`). */
  relayUrl: string
  /** A JSON-RPC URL of the chain the ID registry lives on (Optimism in production). */
  rpcUrl: string
  /** The IdRegistry contract: `idOf(custody)` must answer the fid the message claims. */
  idRegistry: Address
}

/** Farcaster's own relay and its IdRegistry on OP Mainnet. */
export const farcasterProduction = {
  relayUrl: 'https://relay.farcaster.xyz',
  rpcUrl: 'https://mainnet.optimism.io',
  idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
} as const satisfies FarcasterSettings

/**
 * Reads LATCH_FARCASTER_RELAY_URL, LATCH_FARCASTER_RPC_URL and LATCH_FARCASTER_ID_REGISTRY over Farcaster's
 * production relay and OP Mainnet's IdRegistry. A malformed value stops the server with the variable's name.
 *
 * @example
 * parseFarcasterSettingsEnv(process.env) // { relayUrl: 'https://relay.farcaster.xyz', … }
 */
export function parseFarcasterSettingsEnv(env: Record<string, string | undefined>): FarcasterSettings {
  const url = (name: string, fallback: string) => {
    const value = env[name]?.trim() || fallback
    if (!URL.canParse(value)) throw new Error(`${name} is not a URL`)
    return value.replace(/\/+$/, '')
  }
  const idRegistry = env.LATCH_FARCASTER_ID_REGISTRY?.trim() || farcasterProduction.idRegistry
  if (!isAddress(idRegistry)) throw new Error('LATCH_FARCASTER_ID_REGISTRY is not an address')
  return {
    relayUrl: url('LATCH_FARCASTER_RELAY_URL', farcasterProduction.relayUrl),
    rpcUrl: url('LATCH_FARCASTER_RPC_URL', farcasterProduction.rpcUrl),
    idRegistry,
  }
}
