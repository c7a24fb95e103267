/**
 * The chains card purchases deliver on, by the names providers use (Coinbase Onramp's `blockchains`):
 * the chains a card purchase can deliver to. Any other network falls back to ethereum.
 */
export const cardOnrampChains = {
  'eip155:1': 'ethereum',
  'eip155:42161': 'arbitrum',
  'eip155:137': 'polygon',
  'eip155:80094': 'berachain',
  'eip155:43114': 'avalanche-c-chain',
  'eip155:10': 'optimism',
  'eip155:42220': 'celo',
  'eip155:8453': 'base',
} as const satisfies Record<string, string>

export type CardOnrampChain = (typeof cardOnrampChains)[keyof typeof cardOnrampChains]

export const cardOnrampFallback: CardOnrampChain = 'ethereum'

/**
 * The card on-ramp chain of a CAIP-2 network: its own when providers deliver there, else ethereum.
 *
 * @example
 * cardOnrampNetwork('eip155:8453') // 'base'
 * cardOnrampNetwork('eip155:31337') // 'ethereum'
 */
export function cardOnrampNetwork(network: string): CardOnrampChain {
  return (cardOnrampChains as Record<string, CardOnrampChain>)[network] ?? cardOnrampFallback
}
