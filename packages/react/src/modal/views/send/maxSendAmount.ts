import { formatUnits, parseUnits, type TokenBalance } from '@latch/core'

/**
 * All of a token; of the network's coin, what is left after the send's fee at the current gas price.
 *
 * @example
 * maxSendAmount(eth, '1000000000', 150_000n) // the balance less 0.00015 ETH
 */
export function maxSendAmount(token: TokenBalance, gasPrice: string | undefined, gasUnits: bigint): string {
  if (token.address !== undefined || gasPrice === undefined) return token.quantity.numeric
  const decimals = Number(token.quantity.decimals)
  const held = parseUnits(token.quantity.numeric, decimals) ?? 0n
  const gas = BigInt(gasPrice) * gasUnits
  return formatUnits(held > gas ? held - gas : 0n, decimals)
}
