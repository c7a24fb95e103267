import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAppMessenger } from './createAppMessenger.js'
import { createFrameMessenger, type FrameHandlers } from './createFrameMessenger.js'
import { getRpcMethodKind } from './getRpcMethodKind.js'

const pageOrigin = 'http://127.0.0.1:5173'
const frameOrigin = 'http://127.0.0.1:8789'

/** A window stand-in: postMessage delivers a message event to it, from `source` at `origin`, on a later task. */
function fakeWindow() {
  const target = new EventTarget()
  const windows = {
    target,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    /** Messages posted to this window with the target origin each used. */
    received: [] as { data: unknown; targetOrigin: string }[],
    from(source: object, origin: string) {
      return {
        postMessage(data: unknown, targetOrigin: string) {
          windows.received.push({ data, targetOrigin })
          setTimeout(
            () => target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source })),
            0,
          )
        },
      }
    },
  }
  return windows
}

function pair(handlers: FrameHandlers, timeoutMs?: number) {
  const page = fakeWindow()
  const frame = fakeWindow()
  // What the page holds as the frame's window, and what the frame holds as its parent.
  const frameHandle = frame.from({ name: 'page' }, pageOrigin)
  const parentHandle = page.from(frameHandle, frameOrigin)
  const app = createAppMessenger({
    window: page,
    frameOrigin,
    getFrame: () => frameHandle,
    ...(timeoutMs ? { timeoutMs } : {}),
  })
  // The frame sees messages coming from its parent handle.
  const toFrame = frame.from(parentHandle, pageOrigin)
  frameHandle.postMessage = toFrame.postMessage
  const framed = createFrameMessenger({
    window: frame,
    parent: parentHandle,
    parentOrigin: pageOrigin,
    handlers,
  })
  return { app, framed, page, frame, parentHandle }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('messengers', () => {
  it('round-trip a request matched by its id, with exact target origins', async () => {
    const { app, page, frame } = pair({
      CONNECT_EMAIL: async ({ email }) => ({
        action: email.startsWith('new') ? 'VERIFY_DEVICE' : 'VERIFY_OTP',
      }),
    })
    await expect(app.request('CONNECT_EMAIL', { email: 'ada@example.com' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    })
    await expect(app.request('CONNECT_EMAIL', { email: 'new@example.com' })).resolves.toEqual({
      action: 'VERIFY_DEVICE',
    })
    // What reaches the frame was addressed to the frame's origin, and the replies to the page's.
    expect(frame.received.every((m) => m.targetOrigin === frameOrigin)).toBe(true)
    expect(page.received.every((m) => m.targetOrigin === pageOrigin)).toBe(true)
    expect(frame.received[0]?.data).toMatchObject({
      type: 'app/CONNECT_EMAIL',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(page.received[0]?.data).toMatchObject({ type: 'frame/CONNECT_EMAIL_SUCCESS' })
  })

  it('reject with the frame error text, else "An error occurred"', async () => {
    const { app } = pair({
      CONNECT_OTP: async () => {
        throw new Error('Invalid code')
      },
      SIGN_OUT: async () => {
        throw 'nothing useful'
      },
    })
    await expect(app.request('CONNECT_OTP', { otp: '123456' })).rejects.toThrow('Invalid code')
    await expect(app.request('SIGN_OUT', undefined)).rejects.toThrow('An error occurred')
  })

  it('answer an event without a handler with a clear error', async () => {
    const { app } = pair({})
    await expect(app.request('GET_FARCASTER_URI', undefined)).rejects.toThrow(
      'GET_FARCASTER_URI is not available in this embedded wallet yet',
    )
  })

  it('refuse a malformed payload before sending it, and the frame refuses one it receives', async () => {
    const { app, frame, parentHandle } = pair({ CONNECT_EMAIL: async () => ({ action: 'VERIFY_OTP' }) })
    await expect(app.request('CONNECT_EMAIL', { email: 'nope' })).rejects.toThrow()
    expect(frame.received).toHaveLength(0)
    // A message that passes the page's side but not the frame's schema gets an _ERROR reply, never a handler run.
    const replies: unknown[] = []
    parentHandle.postMessage = (data: unknown) => replies.push(data)
    frame.target.dispatchEvent(
      Object.assign(new Event('message'), {
        data: { type: 'app/CONNECT_EMAIL', id: crypto.randomUUID(), payload: { email: 1 } },
        origin: pageOrigin,
        source: parentHandle,
      }),
    )
    await new Promise((r) => setTimeout(r, 0))
    expect(replies[0]).toMatchObject({ type: 'frame/CONNECT_EMAIL_ERROR' })
  })

  it('drop messages from another origin, another window, or off-schema', async () => {
    const handler = vi.fn(async () => ({ isConnected: true }))
    const { frame, parentHandle } = pair({ IS_CONNECTED: handler })
    const send = (data: unknown, origin: string, source: unknown) =>
      frame.target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
    const message = { type: 'app/IS_CONNECTED', id: crypto.randomUUID() }
    send(message, 'http://evil.example', parentHandle)
    send(message, pageOrigin, { other: 'window' })
    send({ ...message, id: 'not-a-uuid' }, pageOrigin, parentHandle)
    send({ type: 'app/APPROVE', id: crypto.randomUUID() }, pageOrigin, parentHandle)
    await new Promise((r) => setTimeout(r, 10))
    expect(handler).not.toHaveBeenCalled()
    send(message, pageOrigin, parentHandle)
    await new Promise((r) => setTimeout(r, 10))
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('on the page, ignore replies forged by another window or origin', async () => {
    let release: (value: { isConnected: boolean }) => void = () => {}
    const { app, page, frame } = pair({ IS_CONNECTED: () => new Promise((resolve) => (release = resolve)) })
    const pending = app.request('IS_CONNECTED', undefined)
    await new Promise((r) => setTimeout(r, 5))
    // The forgery even carries the real request id.
    const id = (frame.received[0]?.data as { id: string } | undefined)?.id
    // The page itself (any script on it) posts a forged success: wrong source, so it is dropped.
    const forged = (origin: string, source: unknown) =>
      page.target.dispatchEvent(
        Object.assign(new Event('message'), {
          data: {
            type: 'frame/IS_CONNECTED_SUCCESS',
            id,
            payload: { isConnected: true },
          },
          origin,
          source,
        }),
      )
    forged(frameOrigin, { forged: true })
    forged(pageOrigin, null)
    release({ isConnected: false })
    await expect(pending).resolves.toEqual({ isConnected: false })
  })

  it('time out the 30 s requests only', async () => {
    const { app } = pair(
      { CONNECT_EMAIL: () => new Promise(() => {}), GET_USER: () => new Promise(() => {}) },
      50,
    )
    await expect(app.request('CONNECT_EMAIL', { email: 'ada@example.com' })).rejects.toThrow(
      /did not answer CONNECT_EMAIL/,
    )
    const user = app.request('GET_USER', undefined)
    const outcome = await Promise.race([
      user.then(() => 'settled'),
      new Promise((r) => setTimeout(() => r('waiting'), 120)),
    ])
    expect(outcome).toBe('waiting')
  })

  it('abort pending approvals with "Request was aborted" and let reads finish', async () => {
    let finishRead: (value: unknown) => void = () => {}
    const { app } = pair({
      RPC_REQUEST: ({ method }) =>
        method === 'eth_call' ? new Promise((resolve) => (finishRead = resolve)) : new Promise(() => {}),
    })
    const sign = app.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x68'] })
    const read = app.request('RPC_REQUEST', { method: 'eth_call', params: [] })
    await new Promise((r) => setTimeout(r, 5))
    app.abortRpcRequests()
    await expect(sign).rejects.toThrow('Request was aborted')
    finishRead('0x01')
    await expect(read).resolves.toBe('0x01')
    const other = app.request('GET_USER', undefined)
    app.interrupt()
    await expect(other).rejects.toThrow('Something went wrong')
  })

  it('say "iframe is not set" and "parent is not set"', async () => {
    const page = fakeWindow()
    const app = createAppMessenger({ window: page, frameOrigin, getFrame: () => undefined })
    await expect(app.request('IS_CONNECTED', undefined)).rejects.toThrow('iframe is not set')
    const frame = fakeWindow()
    expect(() =>
      createFrameMessenger({ window: frame, parent: null, parentOrigin: pageOrigin, handlers: {} }),
    ).toThrow('parent is not set')
  })

  it('deliver notices to listeners', async () => {
    const { app, framed } = pair({})
    const ready = new Promise((resolve) => app.on('READY', resolve))
    framed.notify('READY', { version: 1 })
    await expect(ready).resolves.toEqual({ version: 1 })
  })
})

describe('getRpcMethodKind', () => {
  it('gates reads, approvals and the rest', () => {
    for (const method of [
      'eth_call',
      'eth_getBalance',
      'eth_chainId',
      'eth_getLogs',
      'wallet_getCapabilities',
      'wallet_getAssets',
    ])
      expect(getRpcMethodKind(method)).toBe('read')
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'eth_sendRawTransaction',
      'wallet_sendCalls',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
    ])
      expect(getRpcMethodKind(method)).toBe('approval')
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'eth_sendUserOperation',
      'debug_traceTransaction',
      'anvil_setBalance',
    ])
      expect(getRpcMethodKind(method)).toBe('refused')
  })
})
