// @vitest-environment happy-dom
import { type AdapterRuntime, type Connector, openModal } from '@latch/core'
import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LatchProvider } from '../../LatchProvider.js'
import { loadModal } from '../../loadModal.js'
import { createTestLatch } from '../../test/createTestLatch.js'
import { devnet, modalRoot, resetModals } from '../../test/modalFixtures.js'

const addresses: Record<string, string> = {
  'dev.latch.alpha': '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  'dev.latch.beta': '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
}
const connectors: Connector[] = [
  { id: 'dev.latch.alpha', name: 'Alpha Wallet', type: 'ANNOUNCED', chain: 'eip155' },
  { id: 'dev.latch.beta', name: 'Beta Wallet', type: 'ANNOUNCED', chain: 'eip155' },
]

/** Two browser wallets that authorise the site; `revoked` lists those asked to forget it. */
function setup() {
  const revoked: string[] = []
  const answer = (connector: Connector) => ({ address: addresses[connector.id] as string, chainId: 31337 })
  const runtime = {
    connect: async ({ connector }) => answer(connector),
    reconnect: async ({ connector }) => answer(connector),
    disconnect: async ({ connector }) => {
      revoked.push(connector.id)
    },
    switchNetwork: async () => {},
    getBalance: async () => ({ value: 1_500_000_000_000_000_000n, decimals: 18, symbol: 'ETH' }),
    watchProvider: () => () => {},
  } satisfies AdapterRuntime
  const latch = createTestLatch({
    adapters: [{ namespace: 'eip155', load: async () => runtime }],
    networks: [devnet],
    features: { multiWallet: true },
  })
  latch.store.setState({ connectors })
  return { latch, revoked }
}

/** `read` once React has rendered what the last actions changed. */
async function after<T>(read: () => T): Promise<T> {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)))
  return read()
}
const query = (testId: string) => modalRoot()?.querySelector<HTMLElement>(`[data-testid="${testId}"]`)

afterEach(resetModals)

describe('ProfileWallets', () => {
  it('lists the connected wallets, switches the active one and removes one', async () => {
    const { latch, revoked } = setup()
    const { connect } = await import('@latch/core')
    await connect(latch, { connectorId: 'dev.latch.alpha' })
    await connect(latch, { connectorId: 'dev.latch.beta' })
    render(<LatchProvider latch={latch} />)
    await loadModal()
    await act(async () => openModal(latch, { view: 'Account' }))
    await expect.poll(() => after(() => query('account-wallets'))).toBeTruthy()
    await act(async () => query('account-wallets')?.click())
    await expect.poll(() => after(() => query('view-ProfileWallets'))).toBeTruthy()
    expect(modalRoot()?.querySelector('#latch-title')?.textContent).toBe('Wallets')

    const beta = 'wallets-eip155-dev.latch.beta'
    const alpha = 'wallets-eip155-dev.latch.alpha'
    expect(query(beta)?.dataset.active).toBe('true')
    expect(query(alpha)?.dataset.active).toBe('false')
    expect(query(`${alpha}-choose`)?.getAttribute('aria-label')).toBe('Use Alpha Wallet')
    expect(query(`${beta}-choose`)?.textContent).toContain('EVM')
    await expect.poll(() => after(() => query(`${beta}-balance`)?.textContent)).toBe('1.50 ETH')
    expect(query(`${beta}-detail`)?.textContent).toBe('0x7099…79C8')
    expect(query(`${alpha}-balance`)).toBeFalsy()
    expect(query(`${alpha}-detail`)?.textContent).toBe('0xf39F…2266')

    await act(async () => query(`${alpha}-choose`)?.click())
    await expect.poll(() => after(() => query(alpha)?.dataset.active)).toBe('true')
    expect(latch.store.getState().connections[0]?.address).toBe(addresses['dev.latch.alpha'])

    await act(async () => query(`${beta}-remove`)?.click())
    await expect.poll(() => after(() => query(beta))).toBeFalsy()
    expect(revoked).toEqual(['dev.latch.beta'])
    // Beta is a recent wallet now, one click from reconnecting.
    expect(
      query('wallets-recent')?.querySelector('[data-testid="wallet-option-dev.latch.beta"]'),
    ).toBeTruthy()

    await act(async () => query('wallets-add')?.click())
    await expect.poll(() => after(() => query('view-Connect'))).toBeTruthy()
  })

  it('is not offered without features.multiWallet', async () => {
    const latch = createTestLatch({
      adapters: [{ namespace: 'eip155', load: () => new Promise(() => {}) }],
      networks: [devnet],
    })
    latch.store.setState({
      status: 'connected',
      activeNamespace: 'eip155',
      connections: [
        {
          id: 'dev.latch.alpha',
          namespace: 'eip155',
          address: addresses['dev.latch.alpha'] as string,
          caipNetworkId: devnet.caipNetworkId,
          type: 'ANNOUNCED',
        },
      ],
    })
    render(<LatchProvider latch={latch} />)
    await loadModal()
    await act(async () => openModal(latch, { view: 'Account' }))
    await expect.poll(() => after(() => query('account-disconnect'))).toBeTruthy()
    expect(query('account-wallets')).toBeFalsy()
  })
})
