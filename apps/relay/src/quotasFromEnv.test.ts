import { expect, test } from 'vitest'
import { quotasFromEnv } from './quotasFromEnv.js'

test('the quotas set in the environment, each checked', () => {
  expect(quotasFromEnv({})).toEqual({})
  expect(
    quotasFromEnv({
      RELAY_MAX_CONNECTIONS_PER_IP: '2000',
      RELAY_MAX_STORED_BYTES: '1073741824',
      RELAY_MAX_TTL_SECONDS: '86400',
      RELAY_MAX_MESSAGE_BYTES: '',
    }),
  ).toEqual({ connectionsPerIp: 2000, storedBytes: 1073741824, maxTtlSeconds: 86400 })
  for (const bad of ['0', '-5', '1.5', 'lots'])
    expect(() => quotasFromEnv({ RELAY_MAX_TOPICS_PER_CLIENT: bad })).toThrow(
      `RELAY_MAX_TOPICS_PER_CLIENT must be a positive whole number, not "${bad}"`,
    )
})
