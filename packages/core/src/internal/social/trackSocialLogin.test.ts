import { FrameError } from '@latch/frame-protocol'
import { describe, expect, it } from 'vitest'
import { createLatch } from '../../createLatch.js'
import { SocialLoginTimeoutError } from '../../errors/social.js'
import { devnet } from '../../test/testAdapter.js'
import { trackSocialLogin } from './trackSocialLogin.js'

const make = () =>
  createLatch({ projectId: 'latch-dev', apiUrl: 'http://127.0.0.1:1', networks: [devnet], storage: null })
const reported = (latch: ReturnType<typeof make>) =>
  latch.store.getState().events.map(({ event, properties }) => [event, properties?.provider])

describe('trackSocialLogin', () => {
  it('reports every provider, Farcaster included: started, then success, canceled or error', async () => {
    const latch = make()
    await expect(trackSocialLogin(latch, 'google', async () => 'connected')).resolves.toBe('connected')
    const closed = new SocialLoginTimeoutError({ reason: 'closed' })
    await expect(trackSocialLogin(latch, 'github', () => Promise.reject(closed))).rejects.toBe(closed)
    // The frame's 4001: the Farcaster channel was declined or expired.
    const declined = new FrameError('The Farcaster sign-in was declined or has expired', { code: 4001 })
    await expect(trackSocialLogin(latch, 'farcaster', () => Promise.reject(declined))).rejects.toBe(declined)
    const refused = new FrameError('The social login could not be verified. Please try again')
    await expect(trackSocialLogin(latch, 'x', () => Promise.reject(refused))).rejects.toBe(refused)
    await expect(
      trackSocialLogin(latch, 'farcaster', async () => ({ recovery: undefined })),
    ).resolves.toEqual({
      recovery: undefined,
    })
    expect(reported(latch)).toEqual([
      ['SOCIAL_LOGIN_STARTED', 'google'],
      ['SOCIAL_LOGIN_SUCCESS', 'google'],
      ['SOCIAL_LOGIN_STARTED', 'github'],
      ['SOCIAL_LOGIN_CANCELED', 'github'],
      ['SOCIAL_LOGIN_STARTED', 'farcaster'],
      ['SOCIAL_LOGIN_CANCELED', 'farcaster'],
      ['SOCIAL_LOGIN_STARTED', 'x'],
      ['SOCIAL_LOGIN_ERROR', 'x'],
      ['SOCIAL_LOGIN_STARTED', 'farcaster'],
      ['SOCIAL_LOGIN_SUCCESS', 'farcaster'],
    ])
  })
})
