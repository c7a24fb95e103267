import { describe, expect, it } from 'vitest'
import { formatWalletConnectLink } from './formatWalletConnectLink.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d'
const encoded = encodeURIComponent(uri)

describe('formatWalletConnectLink', () => {
  it('appends wc?uri= to a native scheme', () => {
    expect(formatWalletConnectLink('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(formatWalletConnectLink('trust:', uri)).toBe(`trust://wc?uri=${encoded}`)
    expect(formatWalletConnectLink('rainbow', uri)).toBe(`rainbow://wc?uri=${encoded}`)
  })
  it('appends /wc?uri= to a universal or web link', () => {
    expect(formatWalletConnectLink('https://metamask.app.link', uri)).toBe(
      `https://metamask.app.link/wc?uri=${encoded}`,
    )
    expect(formatWalletConnectLink('https://link.trustwallet.com/', uri)).toBe(
      `https://link.trustwallet.com/wc?uri=${encoded}`,
    )
  })
  it('encodes the URI so its own query survives', () => {
    const link = new URL(formatWalletConnectLink('https://wallet.example', uri) ?? '')
    expect(link.searchParams.get('uri')).toBe(uri)
  })

  it('refuses the schemes a browser runs itself, however they are written', () => {
    for (const link of [
      'javascript://%0aalert(document.domain)',
      'JavaScript://x',
      ' javascript://x',
      'java\tscript://x',
      'data://text/html,<script>alert(1)</script>',
      'vbscript://msgbox',
      'file:///etc/passwd',
      'javascript:alert(1)',
    ])
      expect([link, formatWalletConnectLink(link, uri)]).toEqual([link, undefined])
  })
})
