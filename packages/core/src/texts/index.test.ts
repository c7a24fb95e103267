import { describe, expect, it } from 'vitest'
import { SwitchChainNotSupportedError } from '../errors/network.js'
import { appTexts } from './app.js'
import { connectionTexts } from './connection.js'
import { texts } from './index.js'
import { namesTexts } from './names.js'
import { networkTexts } from './network.js'
import { sendTexts } from './send.js'
import { siwxTexts } from './siwx.js'
import { swapTexts } from './swap.js'
import { textOf } from './textOf.js'

describe('texts', () => {
  it('gives every text one key: no area shadows another’s', () => {
    const areas = [appTexts, connectionTexts, namesTexts, networkTexts, sendTexts, siwxTexts, swapTexts]
    const keys = areas.flatMap((area) => Object.keys(area))
    expect(new Set(keys).size).toBe(keys.length)
    expect(Object.keys(texts).sort()).toEqual(keys.sort())
  })

  it('keeps an error’s key and values beside its English', () => {
    expect(textOf(swapTexts, 'swapping', { from: 'ETH', amount: '1.000', to: 'USDC' })).toEqual({
      text: { key: 'swapping', values: { from: 'ETH', amount: '1.000', to: 'USDC' } },
      english: 'Swapping ETH to 1.000 USDC',
    })
    const error = new SwitchChainNotSupportedError({ walletName: 'Zerion' })
    expect(error.shortMessage).toBe('Zerion does not support programmatic chain switching')
    expect(error.text).toEqual({ key: 'switchNotSupported', values: { wallet: 'Zerion' } })
    expect(new SwitchChainNotSupportedError().text).toEqual({ key: 'switchNotSupportedThisWallet' })
  })
})
