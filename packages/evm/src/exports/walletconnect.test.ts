import { expect, it } from 'vitest'
import * as entry from './walletconnect.js'

it('exports', () => {
  expect(Object.keys(entry).sort()).toMatchSnapshot()
})
