import { expect, it } from 'vitest'
import * as solana from './index.js'

it('exports', () => {
  expect(Object.keys(solana).sort()).toMatchSnapshot()
})
