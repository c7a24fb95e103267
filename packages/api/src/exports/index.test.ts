import { expect, it } from 'vitest'
import * as api from './index.js'

it('exports', () => {
  expect(Object.keys(api).sort()).toMatchSnapshot()
})
