import { expect, it } from 'vitest'
import * as siwx from './siwx.js'

it('exports', () => {
  expect(Object.keys(siwx).sort()).toEqual(['solanaSiwx'])
})
