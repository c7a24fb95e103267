import { describe, expect, it } from 'vitest'
import { createLatch } from '../createLatch.js'
import { createTestAdapter, createTestWallet, devnet, testConnector } from '../test/testAdapter.js'
import type { CaipNetworkId, Latch, SIWXConfig, SIWXSession } from '../types.js'
import { cancelSiwx } from './cancelSiwx.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { requestSiwxSignIn } from './requestSiwxSignIn.js'

/** An in-memory sign-in configuration that records what the widget asked of it. */
function memorySiwx(options: { required?: boolean; signOutOnDisconnect?: boolean } = {}) {
  const sessions: SIWXSession[] = []
  const calls: string[] = []
  const control = { failGetSessions: false, failCreate: false, refuseSession: false }
  const config: SIWXConfig = {
    async createMessage(input) {
      calls.push('createMessage')
      if (control.failCreate) throw new Error('no nonce')
      const data = {
        ...input,
        nonce: `n${calls.length}abcdefgh`,
        domain: 'app.example',
        uri: 'https://app.example/',
        version: '1' as const,
        issuedAt: new Date().toISOString(),
      }
      return { ...data, toString: () => `app.example wants you to sign in: ${data.nonce}` }
    },
    async addSession(session) {
      calls.push('addSession')
      if (control.refuseSession) throw new Error('The signature was not made by the account')
      sessions.push(session)
    },
    async revokeSession(chainId: CaipNetworkId, address: string) {
      calls.push(`revokeSession ${chainId} ${address}`)
      sessions.length = 0
    },
    async setSessions(list) {
      sessions.splice(0, sessions.length, ...list)
    },
    async getSessions(chainId, address) {
      calls.push('getSessions')
      if (control.failGetSessions) throw new Error('server down')
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address)
    },
    getRequired: () => options.required ?? false,
    signOutOnDisconnect: options.signOutOnDisconnect ?? false,
  }
  return { config, sessions, calls, control }
}

function setup(siwx?: SIWXConfig) {
  const wallet = createTestWallet()
  const latch = createLatch({
    projectId: 'test',
    networks: [devnet],
    adapters: [createTestAdapter(wallet)],
    storage: null,
    features: { analytics: false },
    ...(siwx ? { siwx } : {}),
  })
  latch.store.setState({ connectors: [testConnector] })
  return { latch, wallet }
}

/** Until `check` holds on the state (the sign-in check runs after the connection, a task later). */
function until(latch: Latch, check: (state: ReturnType<Latch['store']['getState']>) => boolean) {
  return new Promise<void>((resolve, reject) => {
    if (check(latch.store.getState())) return resolve()
    const timer = setTimeout(() => reject(new Error('timed out')), 2_000)
    const stop = latch.store.subscribe((state) => {
      if (!check(state)) return
      clearTimeout(timer)
      stop()
      resolve()
    })
  })
}

const onSignView = (s: { modal: { open: boolean }; router: { view: string } }) =>
  s.modal.open && s.router.view === 'SIWXSignMessage'

describe('sign-in with X', () => {
  it('opens SIWXSignMessage after connecting without a session; a signature adds it and closes the modal', async () => {
    const siwx = memorySiwx()
    const { latch, wallet } = setup(siwx.config)
    await connect(latch, { connectorId: testConnector.id })
    await until(latch, onSignView)

    const session = await requestSiwxSignIn(latch)
    expect(session).toEqual({
      data: expect.objectContaining({
        chainId: 'eip155:31337',
        accountAddress: wallet.accounts[0],
        version: '1',
      }),
      message: wallet.signed?.[0],
      signature: expect.stringMatching(/^0x/),
    })
    expect(Object.keys(session.data)).not.toContain('toString')
    expect(siwx.sessions).toEqual([session])
    expect(latch.store.getState().siwxSession).toEqual(session)
    expect(latch.store.getState().modal.open).toBe(false)

    // Next connection of the same account finds the session and asks nothing.
    await disconnect(latch)
    expect(latch.store.getState().siwxSession).toBeUndefined()
    await connect(latch, { connectorId: testConnector.id })
    await until(latch, (s) => s.siwxSession !== undefined)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(latch.store.getState().modal.open).toBe(false)
    expect(siwx.calls.filter((c) => c === 'createMessage')).toHaveLength(1)
  })

  it("a decline keeps the sign view with 'Signature declined'; a contract account gets the smart-account text", async () => {
    const siwx = memorySiwx()
    const { latch, wallet } = setup(siwx.config)
    await connect(latch, { connectorId: testConnector.id })
    await until(latch, onSignView)
    wallet.failSignWith = 4001
    await expect(requestSiwxSignIn(latch)).rejects.toThrow('Signature declined')
    expect(onSignView(latch.store.getState())).toBe(true)
    expect(latch.store.getState().alerts.at(-1)?.title).toBe('Signature declined')

    // A refused session after closing the modal reopens the view.
    wallet.failSignWith = undefined
    wallet.accountType = 'smartAccount'
    siwx.control.refuseSession = true
    latch.store.setState((s) => ({ modal: { ...s.modal, open: false } }))
    await expect(requestSiwxSignIn(latch)).rejects.toThrow(
      'This application might not support Smart Accounts',
    )
    expect(onSignView(latch.store.getState())).toBe(true)
    expect(latch.store.getState().siwxSession).toBeUndefined()
  })

  it('required: the sign view cannot be closed without a session, and cancelling disconnects', async () => {
    const siwx = memorySiwx({ required: true })
    const { latch } = setup(siwx.config)
    await connect(latch, { connectorId: testConnector.id })
    await until(latch, onSignView)
    closeModal(latch)
    expect(onSignView(latch.store.getState())).toBe(true)
    expect(latch.store.getState().modal.shake).toBe(true)

    await cancelSiwx(latch)
    const state = latch.store.getState()
    expect(state.status).toBe('disconnected')
    expect(state.modal.open).toBe(false)
    expect(state.router.view).toBe('Connect')
  })

  it('optional: cancelling only closes the modal', async () => {
    const siwx = memorySiwx()
    const { latch } = setup(siwx.config)
    await connect(latch, { connectorId: testConnector.id })
    await until(latch, onSignView)
    await cancelSiwx(latch)
    expect(latch.store.getState()).toMatchObject({ status: 'connected', modal: { open: false } })
  })

  it('sessions that cannot be read, or no message: the initialize text, a disconnect and Connect', async () => {
    const siwx = memorySiwx()
    siwx.control.failGetSessions = true
    const { latch } = setup(siwx.config)
    await connect(latch, { connectorId: testConnector.id })
    await until(latch, (s) => s.status === 'disconnected')
    let state = latch.store.getState()
    expect(state.alerts.at(-1)?.title).toBe('A problem occurred while trying initialize authentication')
    expect(state.router.view).toBe('Connect')

    siwx.control.failGetSessions = false
    siwx.control.failCreate = true
    await connect(latch, { connectorId: testConnector.id })
    await until(latch, onSignView)
    await expect(requestSiwxSignIn(latch)).rejects.toThrow(
      'A problem occurred while trying initialize authentication',
    )
    state = latch.store.getState()
    expect(state.status).toBe('disconnected')
    expect(state.router).toEqual({ view: 'Connect', history: [] })
  })

  it('revokes the session on disconnect when configured to', async () => {
    const siwx = memorySiwx({ signOutOnDisconnect: true })
    const { latch, wallet } = setup(siwx.config)
    await connect(latch, { connectorId: testConnector.id })
    await until(latch, onSignView)
    await requestSiwxSignIn(latch)
    await disconnect(latch)
    expect(siwx.calls).toContain(`revokeSession eip155:31337 ${wallet.accounts[0]}`)
    expect(siwx.sessions).toEqual([])
  })

  it('throws the specification texts when sign-in cannot start', async () => {
    const plain = setup()
    await expect(requestSiwxSignIn(plain.latch)).rejects.toThrow('SIWX is not enabled')

    const siwx = memorySiwx()
    const { latch, wallet } = setup(siwx.config)
    await expect(requestSiwxSignIn(latch)).rejects.toThrow('No ActiveCaipAddress found')

    wallet.chainId = 1
    await connect(latch, { connectorId: testConnector.id })
    await expect(requestSiwxSignIn(latch)).rejects.toThrow('No ActiveCaipNetwork or client found')
    // On a network that is not configured nobody is asked to sign in.
    expect(siwx.calls).not.toContain('getSessions')

    // A runtime that cannot sign (an adapter without signMessage).
    const { signMessage: _cannotSign, ...runtime } = await createTestAdapter(createTestWallet()).load({
      config: latch.config,
    })
    const bare = createLatch({
      projectId: 'test',
      networks: [devnet],
      adapters: [{ namespace: 'eip155', load: async () => runtime }],
      storage: null,
      features: { analytics: false },
      siwx: memorySiwx().config,
    })
    bare.store.setState({ connectors: [testConnector] })
    await connect(bare, { connectorId: testConnector.id })
    await expect(requestSiwxSignIn(bare)).rejects.toThrow('No ConnectionController client found')
  })
})
