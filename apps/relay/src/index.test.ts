import { expect, test } from 'vitest'
import * as relay from './index.js'

test('public API', () => {
  expect(Object.keys(relay).sort()).toMatchInlineSnapshot(`
    [
      "InvalidParamsError",
      "InvalidRequestError",
      "JsonRpcError",
      "MethodNotFoundError",
      "ParseError",
      "RelayDataFileError",
      "createClientAuth",
      "readClientId",
      "startRelay",
    ]
  `)
})
