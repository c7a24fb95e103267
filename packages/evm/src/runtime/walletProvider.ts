import { type Connector, type Eip1193Provider, InvalidChainIdError, ProviderNotFoundError } from '@latch/core'
import { getAddress } from 'viem'

// What the runtime reads of a wallet's EIP-1193 answers, whichever wallet and whichever call.

export type RpcError = { code?: unknown; message?: unknown; data?: { originalError?: { code?: unknown } } }

/** A chain id as wallets give it (hex, decimal text or a number); anything else is an invalid chain id. */
export function parseChainId(value: unknown): number {
  const chainId =
    typeof value === 'string' ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10) : Number(value)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new InvalidChainIdError({ chainId: value })
  return chainId
}

/** The EIP-1193 provider of a browser wallet's connector. */
export function providerOf(connector: Connector): Eip1193Provider {
  if (!connector.provider)
    throw new ProviderNotFoundError({ details: `Connector "${connector.id}" has no provider.` })
  return connector.provider
}

/** The first line of a wallet's error message: what the wallet itself would show in a notice. */
export function walletShortMessage(error: unknown): string | undefined {
  const message = (error as RpcError | null)?.message
  return typeof message === 'string' && message.trim() ? message.trim().split('\n')[0] : undefined
}

/** The wallet's accounts, checksummed. */
export function checksum(accounts: unknown): string[] {
  return Array.isArray(accounts) ? accounts.map((a) => getAddress(String(a))) : []
}
