import { expect, it } from 'vitest'
import * as react from './index.js'

it('exports', () => {
  expect(Object.keys(react).sort()).toMatchSnapshot()
})
