import { expect, it } from 'vitest'
import * as smartAccount from './index.js'

it('exports', () => {
  expect(Object.keys(smartAccount).sort()).toMatchSnapshot()
})
