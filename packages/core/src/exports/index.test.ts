import { expect, it } from 'vitest'
import * as core from './index.js'

it('exports', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot()
})
