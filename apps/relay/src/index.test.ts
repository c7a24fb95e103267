import { expect, test } from 'vitest'
import * as relay from './index.js'

test('public API', () => {
  expect(Object.keys(relay).sort()).toMatchInlineSnapshot(`
    [
      "ClientAuthError",
      "InvalidParamsError",
      "InvalidRequestError",
      "JsonRpcError",
      "MailboxLimitExceededError",
      "MethodNotFoundError",
      "ParseError",
      "PayloadSizeExceededError",
      "RateLimitedError",
      "RelayDataDirInUseError",
      "SubscriberLimitExceededError",
      "TtlTooLongError",
      "UNAUTHORIZED_CLOSE_CODE",
      "connectRawClient",
      "createClientAuth",
      "defaultRelayQuotas",
      "randomTopic",
      "startRelay",
      "verifyClientAuth",
    ]
  `)
})
