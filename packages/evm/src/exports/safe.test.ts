import { expect, it } from 'vitest'
import * as entry from './safe.js'

it('exports', () => {
  expect(Object.keys(entry).sort()).toMatchSnapshot()
})
