import { expect, it } from 'vitest'
import * as evm from './index.js'

it('exports', () => {
  expect(Object.keys(evm).sort()).toMatchSnapshot()
})
