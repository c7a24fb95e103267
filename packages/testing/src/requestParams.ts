import { InvalidParamsError } from './errors.js'
import type { AddEthereumChainParameter } from './testWallet.js'

export function toNumber(value: unknown): number {
  try {
    return Number(BigInt(value as string | number | bigint))
  } catch {
    throw new InvalidParamsError(`Invalid chainId "${String(value)}".`)
  }
}

export function parseChainId(parameter: unknown): number {
  const chainId = (parameter as { chainId?: unknown } | undefined)?.chainId
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(chainId) || /^0x0+[0-9a-fA-F]/.test(chainId))
    throw new InvalidParamsError(
      'Expected [{ chainId }] with chainId a 0x-prefixed hex string without leading zeros.',
    )
  return Number.parseInt(chainId, 16)
}

export function parseAddEthereumChain(parameter: unknown): AddEthereumChainParameter {
  parseChainId(parameter)
  const p = parameter as Record<string, unknown>
  if (!Array.isArray(p.rpcUrls) || p.rpcUrls.length === 0 || !p.rpcUrls.every((u) => typeof u === 'string'))
    throw new InvalidParamsError('wallet_addEthereumChain expects rpcUrls: a non-empty array of URLs.')
  if (p.chainName !== undefined && typeof p.chainName !== 'string')
    throw new InvalidParamsError('wallet_addEthereumChain expects chainName to be a string.')
  const currency = p.nativeCurrency as Record<string, unknown> | undefined
  if (
    currency !== undefined &&
    (typeof currency?.name !== 'string' ||
      typeof currency.symbol !== 'string' ||
      typeof currency.decimals !== 'number')
  )
    throw new InvalidParamsError('wallet_addEthereumChain expects nativeCurrency { name, symbol, decimals }.')
  return structuredClone(parameter) as AddEthereumChainParameter
}

export type TypedDataInput = {
  domain?: { chainId?: unknown }
  types: Record<string, unknown>
  primaryType: string
  message: Record<string, unknown>
}

export function parseTypedData(data: unknown): TypedDataInput {
  let value = data
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data)
    } catch {
      throw new InvalidParamsError('eth_signTypedData_v4 expects typed data as JSON.')
    }
  }
  const v = value as Partial<TypedDataInput> | null
  if (!v || typeof v !== 'object' || !v.types || typeof v.primaryType !== 'string' || !v.message)
    throw new InvalidParamsError(
      'eth_signTypedData_v4 expects [address, { types, primaryType, domain, message }].',
    )
  return v as TypedDataInput
}
