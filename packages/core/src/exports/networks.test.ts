import { expect, it } from 'vitest'
import * as networks from './networks.js'

it('exports', () => {
  expect(Object.keys(networks).sort()).toMatchSnapshot()
})
