import { expect, it } from 'vitest'
import * as protocol from './index.js'

it('exports', () => {
  expect(Object.keys(protocol).sort()).toMatchSnapshot()
})
