import { type AppMessenger, FrameError, RpcMethodNotAllowedError } from '@latch/frame-protocol'
import { describe, expect, it } from 'vitest'
import { createLatch } from '../../createLatch.js'
import { devnet } from '../../test/testAdapter.js'
import { createMemoryStorage } from '../../utils/createMemoryStorage.js'
import type { FrameSession } from './frameSession.js'
import { handleProviderRequest } from './handleProviderRequest.js'

// The frame's answer as the page receives it: a refusal arrives as the text and code, not as the class.
function sessionAnswering(error: FrameError): FrameSession {
  const latch = createLatch({ projectId: 't', networks: [devnet], storage: createMemoryStorage() })
  const messenger = { request: async () => Promise.reject(error) } as unknown as AppMessenger
  return { latch, messenger, chainId: 31337, user: undefined, userRequest: undefined }
}

describe('a method the embedded wallet refuses', () => {
  it("rejects the site's request with the wallet's error and tells the visitor 'Action not allowed'", async () => {
    const refusal = new RpcMethodNotAllowedError()
    const session = sessionAnswering(new FrameError(refusal.shortMessage, { code: refusal.code }))
    await expect(handleProviderRequest(session, { method: 'eth_sign', params: [] })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(session.latch.store.getState().alerts).toMatchObject([
      { variant: 'error', title: 'Action not allowed', text: { key: 'actionNotAllowed' } },
    ])
  })

  it('raises no notice for another failure', async () => {
    const session = sessionAnswering(new FrameError('execution reverted', { code: -32000 }))
    await expect(handleProviderRequest(session, { method: 'eth_call', params: [] })).rejects.toThrow()
    expect(session.latch.store.getState().alerts).toEqual([])
  })
})
