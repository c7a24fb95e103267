import { describe, expect, it } from 'vitest'
import { isOriginAllowed, isValidOriginPattern, matchOrigin } from './matchOrigin.js'

describe('matchOrigin', () => {
  it('matches an exact origin, case-insensitively, and nothing else', () => {
    expect(matchOrigin('https://app.example.com', 'https://app.example.com')).toBe(true)
    expect(matchOrigin('https://APP.example.com', 'https://app.example.com')).toBe(true)
    expect(matchOrigin('http://app.example.com', 'https://app.example.com')).toBe(false)
    expect(matchOrigin('https://app.example.com:8443', 'https://app.example.com')).toBe(false)
    expect(matchOrigin('https://app.example.com.evil.io', 'https://app.example.com')).toBe(false)
    expect(matchOrigin('https://evilapp.example.com', 'https://app.example.com')).toBe(false)
  })

  it('treats the default port as absent', () => {
    expect(matchOrigin('https://app.example.com:443', 'https://app.example.com')).toBe(true)
    expect(matchOrigin('http://app.example.com', 'http://app.example.com:80')).toBe(true)
  })

  it('matches any port with a port wildcard', () => {
    expect(matchOrigin('http://localhost:5173', 'http://localhost:*')).toBe(true)
    expect(matchOrigin('http://localhost', 'http://localhost:*')).toBe(true)
    expect(matchOrigin('https://localhost:5173', 'http://localhost:*')).toBe(false)
    expect(matchOrigin('http://localhost.evil.io:5173', 'http://localhost:*')).toBe(false)
    expect(matchOrigin('http://127.0.0.1:3000', 'http://127.0.0.1:*')).toBe(true)
  })

  it('matches one or more subdomain labels with a subdomain wildcard, not the bare domain', () => {
    expect(matchOrigin('https://a.example.com', 'https://*.example.com')).toBe(true)
    expect(matchOrigin('https://a.b.example.com', 'https://*.example.com')).toBe(true)
    expect(matchOrigin('https://example.com', 'https://*.example.com')).toBe(false)
    expect(matchOrigin('https://evilexample.com', 'https://*.example.com')).toBe(false)
    expect(matchOrigin('https://a.example.com.evil.io', 'https://*.example.com')).toBe(false)
    expect(matchOrigin('https://a.example.com:8443', 'https://*.example.com:*')).toBe(true)
  })

  it('rejects values that are not origins', () => {
    expect(matchOrigin('null', 'http://localhost:*')).toBe(false)
    expect(matchOrigin('http://localhost:5173/path', 'http://localhost:*')).toBe(false)
    expect(matchOrigin('', 'http://localhost:*')).toBe(false)
    expect(isOriginAllowed(undefined, ['http://localhost:*'])).toBe(false)
    expect(isOriginAllowed('http://localhost:1', ['https://x.io', 'http://localhost:*'])).toBe(true)
  })

  it('validates allowlist entries', () => {
    for (const pattern of [
      'https://app.example.com',
      'http://localhost:*',
      'https://*.example.com',
      'http://[::1]:*',
    ]) {
      expect(isValidOriginPattern(pattern)).toBe(true)
    }
    for (const pattern of [
      'app.example.com',
      'https://app.example.com/',
      'https://a.*.com',
      '*',
      'https://*',
      'https://x.io:99999',
    ]) {
      expect(isValidOriginPattern(pattern)).toBe(false)
    }
  })
})
