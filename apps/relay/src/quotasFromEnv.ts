import type { RelayQuotas } from './quotas.js'

/** The environment variable of each quota, as `npm run relay` and the README name them. */
export const quotaVariables: Record<keyof RelayQuotas, string> = {
  connectionsPerClient: 'RELAY_MAX_CONNECTIONS_PER_CLIENT',
  connectionsPerIp: 'RELAY_MAX_CONNECTIONS_PER_IP',
  topicsPerClient: 'RELAY_MAX_TOPICS_PER_CLIENT',
  topicsPerIp: 'RELAY_MAX_TOPICS_PER_IP',
  storedBytesPerClient: 'RELAY_MAX_STORED_BYTES_PER_CLIENT',
  storedBytesPerIp: 'RELAY_MAX_STORED_BYTES_PER_IP',
  storedBytes: 'RELAY_MAX_STORED_BYTES',
  maxTtlSeconds: 'RELAY_MAX_TTL_SECONDS',
  maxMessageBytes: 'RELAY_MAX_MESSAGE_BYTES',
}

/**
 * The quotas set in the environment (the others keep their defaults). Throws, naming the variable, when
 * one is not a positive whole number.
 *
 * @example
 * quotasFromEnv({ RELAY_MAX_CONNECTIONS_PER_IP: '2000' }) // { connectionsPerIp: 2000 }
 */
export function quotasFromEnv(env: NodeJS.ProcessEnv): Partial<RelayQuotas> {
  const quotas: Partial<RelayQuotas> = {}
  for (const [quota, variable] of Object.entries(quotaVariables) as [keyof RelayQuotas, string][]) {
    const text = env[variable]
    if (text === undefined || text.trim() === '') continue
    const value = Number(text)
    if (!Number.isSafeInteger(value) || value <= 0)
      throw new Error(`${variable} must be a positive whole number, not "${text}"`)
    quotas[quota] = value
  }
  return quotas
}
