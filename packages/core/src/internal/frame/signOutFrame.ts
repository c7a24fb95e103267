import { type FrameSession, forgetFrameUser } from './frameSession.js'

/** Signs out in the frame (pending approvals rejected first) and forgets the login here, even if that fails. */
export async function signOutFrame(session: FrameSession): Promise<void> {
  session.messenger.abortRpcRequests()
  try {
    await session.messenger.request('SIGN_OUT', undefined)
  } finally {
    forgetFrameUser(session)
  }
}
