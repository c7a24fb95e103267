import { describe, expect, it } from 'vitest'
import { type AppEventType, appEventSchemas, frameNoticeSchemas, TIMED_APP_EVENTS } from './schemas.js'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const user = { address, chainId: 31337, email: 'ada@example.com' }

/** For every app event: one payload and one result that must pass, one payload and one result that must not. */
const cases: Record<AppEventType, { payload: [unknown, unknown]; result: [unknown, unknown] }> = {
  SWITCH_NETWORK: { payload: [{ chainId: 31337 }, { chainId: -1 }], result: [{ chainId: '0x7a69' }, {}] },
  CONNECT_EMAIL: {
    payload: [{ email: 'ada@example.com' }, { email: 'not-an-email' }],
    result: [{ action: 'VERIFY_OTP' }, { action: 'LOGIN' }],
  },
  CONNECT_DEVICE: { payload: [undefined, 'x'], result: [{}, 7] },
  CONNECT_OTP: {
    payload: [{ otp: '012345' }, { otp: 12345 }],
    result: [{ recovery: 'create' }, { recovery: 'x' }],
  },
  CONNECT_SOCIAL: { payload: [{ uri: 'https://x?code=1' }, {}], result: [user, { address: '0x1' }] },
  GET_FARCASTER_URI: { payload: [{}, 1], result: [{ url: 'https://warpcast' }, {}] },
  CONNECT_FARCASTER: { payload: [undefined, 'x'], result: [user, {}] },
  CONNECT_PASSKEY: { payload: [{}, 'x'], result: [{ recovery: 'enter' }, { recovery: 'later' }] },
  MANAGE_PASSKEYS: { payload: [undefined, 1], result: [{}, 'x'] },
  GET_USER: {
    payload: [{ chainId: 1 }, { preferredAccountType: 'other' }],
    result: [user, { ...user, email: 'x' }],
  },
  GET_SOCIAL_REDIRECT_URI: {
    payload: [{ provider: 'github' }, { provider: 'myspace' }],
    result: [{ uri: 'https://github.com/login' }, {}],
  },
  SIGN_OUT: { payload: [undefined, 'x'], result: [undefined, 'x'] },
  IS_CONNECTED: { payload: [{}, 1], result: [{ isConnected: true }, { isConnected: 'yes' }] },
  GET_CHAIN_ID: { payload: [undefined, 1], result: [{ chainId: 1 }, { chainId: '0xzz' }] },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    payload: [undefined, 1],
    result: [{ smartAccountEnabledNetworks: [1, 8453] }, { smartAccountEnabledNetworks: ['1'] }],
  },
  INIT_SMART_ACCOUNT: { payload: [undefined, 1], result: [{ address, isDeployed: false }, { address }] },
  SET_PREFERRED_ACCOUNT: {
    payload: [{ type: 'smartAccount' }, { type: 'contract' }],
    result: [{ type: 'eoa', address }, { type: 'eoa' }],
  },
  RPC_REQUEST: {
    payload: [{ method: 'personal_sign', params: ['0x68', address] }, { method: '' }],
    result: ['0xsignature', undefined],
  },
  UPDATE_EMAIL: {
    payload: [{ email: 'new@example.com' }, { email: '' }],
    result: [{ action: 'VERIFY_PRIMARY_OTP' }, { action: 'VERIFY_OTP' }],
  },
  UPDATE_EMAIL_PRIMARY_OTP: { payload: [{ otp: '999999' }, { otp: '9999' }], result: [{}, 1] },
  UPDATE_EMAIL_SECONDARY_OTP: {
    payload: [{ otp: '000000' }, { otp: 'abcdef' }],
    result: [{ newEmail: 'new@example.com' }, {}],
  },
  EXPORT_KEY: {
    payload: [undefined, 'x'],
    result: [
      { exported: true, accounts: [{ namespace: 'eip155', address }] },
      { exported: 'yes', accounts: [] },
    ],
  },
  CLOSE_KEY_EXPORT: { payload: [undefined, 'x'], result: [{}, 1] },
  SYNC_THEME: {
    payload: [{ themeMode: 'dark', themeVariables: { '--latch-accent': '#f00' } }, { themeMode: 'blue' }],
    result: [{}, 1],
  },
  SYNC_DAPP_DATA: {
    payload: [
      {
        projectId: 'latch-dev',
        sdkVersion: 'react-latch-0.1.0',
        sdkType: 'latch',
        metadata: { name: 'A', description: 'B', url: 'http://127.0.0.1', icons: [] },
        locale: 'zh-CN',
      },
      { projectId: 'latch-dev' },
    ],
    result: [{}, 1],
  },
  RELOAD: { payload: [undefined, 1], result: [{}, 1] },
}

describe('app event schemas', () => {
  it('take the modal’s locale as a BCP 47 tag, and nothing else', () => {
    const dapp = { projectId: 'latch-dev', sdkVersion: '1', sdkType: 'latch' }
    for (const locale of ['de', 'pt-BR', 'zh-Hans-CN', 'he'])
      expect(appEventSchemas.SYNC_DAPP_DATA.payload.safeParse({ ...dapp, locale }).success, locale).toBe(true)
    for (const locale of ['', 'deutsch-', 'de_DE', '<script>', 'x'.repeat(40)])
      expect(appEventSchemas.SYNC_DAPP_DATA.payload.safeParse({ ...dapp, locale }).success, locale).toBe(
        false,
      )
  })

  it('cover every app event of the specification, the key export’s two and the passkeys’ two', () => {
    expect(Object.keys(appEventSchemas).sort()).toEqual(Object.keys(cases).sort())
    expect(Object.keys(appEventSchemas)).toHaveLength(26)
  })

  for (const [type, { payload, result }] of Object.entries(cases)) {
    it(`${type}: accepts its payload and reply, refuses malformed ones`, () => {
      const schemas = appEventSchemas[type as AppEventType]
      expect(schemas.payload.safeParse(payload[0]).success).toBe(true)
      expect(schemas.payload.safeParse(payload[1]).success).toBe(false)
      expect(schemas.result.safeParse(result[0]).success).toBe(true)
      // RPC results are whatever the chain answers; every other reply has a shape.
      if (type !== 'RPC_REQUEST') expect(schemas.result.safeParse(result[1]).success).toBe(false)
    })
  }

  it('time out exactly the connect e-mail, device, OTP, social and social redirect requests', () => {
    expect([...TIMED_APP_EVENTS].sort()).toEqual(
      ['CONNECT_DEVICE', 'CONNECT_EMAIL', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI'].sort(),
    )
  })

  it('check the frame notices', () => {
    expect(frameNoticeSchemas.READY.safeParse({ version: 1 }).success).toBe(true)
    expect(frameNoticeSchemas.READY.safeParse({}).success).toBe(false)
    expect(frameNoticeSchemas.SESSION_CHANGED.safeParse({ isConnected: false }).success).toBe(true)
    expect(frameNoticeSchemas.SESSION_CHANGED.safeParse({ isConnected: true, address: 'x' }).success).toBe(
      false,
    )
  })
})
