import { describe, expect, it } from 'vitest'
import { themeCss } from './theme.js'

describe('themeCss', () => {
  it('writes the known variables on :host', () => {
    expect(themeCss({ '--latch-accent': '#ff5500', '--latch-border-radius-master': '2px' })).toBe(
      ':host{--latch-accent:#ff5500;--latch-border-radius-master:2px}',
    )
  })
  it('never lets a value break out of its declaration', () => {
    expect(themeCss({ '--latch-accent': 'red}dialog{display:none' })).toBe(':host{}')
  })
  it('tints the surfaces with a colour mix', () => {
    const css = themeCss({ '--latch-color-mix': '#00bb7f', '--latch-color-mix-strength': 20 })
    expect(css).toContain('.root{--bg:color-mix(in srgb,#00bb7f 20%,#ffffff)')
    expect(css).toContain('.root.dark{--bg:color-mix(in srgb,#00bb7f 20%,#191a1a)')
  })
})
