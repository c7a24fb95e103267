import { expect, it } from 'vitest'
import * as entry from './coinbase.js'

it('exports', () => {
  expect(Object.keys(entry).sort()).toMatchSnapshot()
})
