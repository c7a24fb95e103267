import { expect, test } from 'vitest'
import * as relay from './index.js'

test('public API', () => {
  expect(Object.keys(relay).sort()).toMatchInlineSnapshot(`
    [
      "ClientAuthError",
      "InvalidParamsError",
      "InvalidRequestError",
      "JsonRpcError",
      "MethodNotFoundError",
      "ParseError",
      "RateLimitedError",
      "RelayDataDirInUseError",
      "UNAUTHORIZED_CLOSE_CODE",
      "createClientAuth",
      "startRelay",
      "verifyClientAuth",
    ]
  `)
})
