import { setThemeMode, signMessage as signTextMessage } from '@latch/core'
import {
  AccountButton,
  ConnectButton,
  LatchEmbedded,
  NetworkButton,
  useDisconnect,
  useLatch,
  useLatchAccount,
  useLatchEvents,
  useLatchModal,
  useLatchModalState,
  useLatchNetwork,
  useLatchProvider,
  useLatchSelector,
  useWalletInfo,
} from '@latch/react'
import { useState } from 'react'

/** What 'Sign message' asks the wallet to sign (personal_sign, solana:signMessage, bitcoin:signMessage or signRaw). */
export const DEMO_MESSAGE = 'Hello from Latch Lab'
/** Where 'Send 0.001 ETH' sends to (anvil's last test account). */
export const DEMO_RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/** Where the demo keeps the ERC-7715 permission's context for the tab. */
const PERMISSION_CONTEXT_KEY = 'latch-demo:permissionContext'

/** An ERC-20 `transfer(to, amount)` call's data. */
const transferData = (to: string, amount: bigint) =>
  `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`

export function App({ embedded = false }: { embedded?: boolean }) {
  const latch = useLatch()
  const account = useLatchAccount()
  const network = useLatchNetwork()
  const modal = useLatchModalState()
  const { open, close } = useLatchModal()
  const { disconnect } = useDisconnect()
  const { walletInfo } = useWalletInfo()
  const { provider } = useLatchProvider()
  const { events, lastEvent } = useLatchEvents()
  const themeMode = useLatchSelector((s) => s.themeMode)
  const siwxSession = useLatchSelector((s) => s.siwxSession)
  const profileName = useLatchSelector((s) =>
    s.identity && s.identity.address === account.address ? (s.identity.name ?? '') : '',
  )
  const [error, setError] = useState('')
  const [signature, setSignature] = useState('')
  const [txHash, setTxHash] = useState('')

  const fail = (e: { shortMessage?: string; message: string }) => setError(e.shortMessage ?? e.message)
  const signMessage = () => {
    if (!account.address) return setError('Not connected')
    setError('')
    setSignature('')
    // A Solana, Bitcoin or Polkadot wallet signs the text itself (solana:signMessage, base58;
    // bitcoin:signMessage, BIP-322 in base64; the extension's signRaw, hex).
    const namespace = network.caipNetwork?.chainNamespace
    if (namespace === 'solana' || namespace === 'bip122' || namespace === 'polkadot')
      return void signTextMessage(latch, { message: DEMO_MESSAGE }).then(setSignature).catch(fail)
    if (!provider) return setError('Not connected')
    const hex = `0x${[...new TextEncoder().encode(DEMO_MESSAGE)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
    provider
      .request({ method: 'personal_sign', params: [hex, account.address] })
      .then((result) => setSignature(String(result)))
      .catch(fail)
  }
  const sendTransaction = () => {
    if (!provider || !account.address) return setError('Not connected')
    setError('')
    setTxHash('')
    provider
      .request({
        method: 'eth_sendTransaction',
        params: [{ from: account.address, to: DEMO_RECIPIENT, value: '0x38d7ea4c68000' }],
      })
      .then((result) => setTxHash(String(result)))
      .catch(fail)
  }

  // ERC-7715 (features.smartSessions): a permission to send up to 0.002 ETH for an hour (or, with
  // permissionToken=<address>, 2 of that 6-decimal token), a send of 0.001 ETH (or 1 token) under it (no prompt while
  // within it), and its revocation. The permission's context outlives a reload of the tab, as a dApp would keep it.
  const permissionToken = new URLSearchParams(location.search).get('permissionToken')
  const [permissionContext, setPermissionContextState] = useState(
    () => sessionStorage.getItem(PERMISSION_CONTEXT_KEY) ?? '',
  )
  const setPermissionContext = (context: string) => {
    if (context) sessionStorage.setItem(PERMISSION_CONTEXT_KEY, context)
    else sessionStorage.removeItem(PERMISSION_CONTEXT_KEY)
    setPermissionContextState(context)
  }
  const [callsId, setCallsId] = useState('')
  const request = (method: string, params: unknown[]) => {
    if (!provider || !account.address) return Promise.reject(new Error('Not connected'))
    setError('')
    return provider.request({ method, params } as never)
  }
  const grantPermission = () =>
    request('wallet_grantPermissions', [
      {
        chainId: `0x${Number(network.chainId).toString(16)}`,
        expiry: Math.floor(Date.now() / 1000) + 3600,
        signer: { type: 'wallet' },
        permissions: [
          permissionToken
            ? {
                type: 'erc20-token-transfer',
                data: { address: permissionToken, allowance: '0x1e8480' },
                policies: [],
              }
            : { type: 'native-token-transfer', data: { allowance: '0x71afd498d0000' }, policies: [] },
        ],
      },
    ])
      .then((result) => setPermissionContext(String((result as { context: string }).context)))
      .catch(fail)
  const sendWithPermission = () => {
    setCallsId('')
    request('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: `0x${Number(network.chainId).toString(16)}`,
        from: account.address,
        atomicRequired: true,
        calls: [
          permissionToken
            ? { to: permissionToken, value: '0x0', data: transferData(DEMO_RECIPIENT, 1_000_000n) }
            : { to: DEMO_RECIPIENT, value: '0x38d7ea4c68000' },
        ],
        capabilities: { permissions: { context: permissionContext } },
      },
    ])
      .then((result) => setCallsId(String((result as { id: string }).id)))
      .catch(fail)
  }
  const revokePermission = () =>
    request('wallet_revokePermissions', [{ permissionContext }])
      .then(() => setPermissionContext(''))
      .catch(fail)

  const rows: [string, string][] = [
    ['address', account.address ?? ''],
    ['caipAddress', account.caipAddress ?? ''],
    ['status', account.status],
    ['isConnected', String(account.isConnected)],
    ['chainId', String(network.chainId)],
    ['caipNetworkId', network.caipNetworkId],
    ['networkName', network.caipNetwork?.name ?? ''],
    ['isUnsupported', String(network.isUnsupported)],
    ['modalOpen', String(modal.open)],
    ['modalView', modal.view],
    ['modalLoading', String(modal.loading)],
    ['selectedNetworkId', modal.selectedNetworkId],
    ['walletName', walletInfo?.name ?? ''],
    ['walletId', walletInfo?.id ?? ''],
    ['hasProvider', String(Boolean(provider))],
    ['lastEvent', lastEvent?.event ?? ''],
    ['events', events.map((e) => e.event).join(',')],
    ['error', error],
    ['signature', signature],
    ['txHash', txHash],
    ['permissionContext', permissionContext],
    ['callsId', callsId],
    ['siwxSession', siwxSession ? `${siwxSession.data.chainId}:${siwxSession.data.accountAddress}` : ''],
    ['profileName', profileName],
  ]

  return (
    <main className={`lab ${themeMode}`}>
      <header>
        <h1>Latch Lab</h1>
        <p>
          The laboratory dApp. Configure it with URL flags: theme, networks, wallets, include, exclude,
          analytics.
        </p>
      </header>
      <section className="buttons" aria-label="Latch buttons">
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
      </section>
      <section className="controls" aria-label="Controls">
        <button type="button" data-testid="open-modal" onClick={() => open()}>
          Open modal
        </button>
        <button type="button" data-testid="open-networks" onClick={() => open({ view: 'Networks' })}>
          Open networks
        </button>
        <button type="button" data-testid="open-all-wallets" onClick={() => open({ view: 'AllWallets' })}>
          Open all wallets
        </button>
        <button type="button" data-testid="close-modal" onClick={close}>
          Close modal
        </button>
        <button
          type="button"
          data-testid="toggle-theme"
          onClick={() => setThemeMode(latch, themeMode === 'dark' ? 'light' : 'dark')}
        >
          Theme: {themeMode}
        </button>
        <button
          type="button"
          data-testid="demo-disconnect"
          onClick={() => disconnect().catch((e: Error) => setError(e.message))}
        >
          Disconnect
        </button>
        <button type="button" data-testid="sign-message" onClick={signMessage}>
          Sign message
        </button>
        <button type="button" data-testid="send-transaction" onClick={sendTransaction}>
          Send 0.001 ETH
        </button>
        {latch.config.features.smartSessions ? (
          <>
            <button type="button" data-testid="grant-permission" onClick={grantPermission}>
              {permissionToken ? 'Grant 2 tokens for an hour' : 'Grant 0.002 ETH for an hour'}
            </button>
            <button type="button" data-testid="send-with-permission" onClick={sendWithPermission}>
              {permissionToken ? 'Send 1 token under it' : 'Send 0.001 ETH under it'}
            </button>
            <button type="button" data-testid="revoke-permission" onClick={revokePermission}>
              Revoke it
            </button>
          </>
        ) : null}
        {latch.config.networks.map((n) => (
          <button
            type="button"
            key={n.caipNetworkId}
            data-testid={`switch-${n.id}`}
            onClick={() => {
              setError('')
              network
                .switchNetwork(n.caipNetworkId)
                .catch((e: { shortMessage?: string; message: string }) =>
                  setError(e.shortMessage ?? e.message),
                )
            }}
          >
            Switch to {n.name}
          </button>
        ))}
        <button
          type="button"
          data-testid="switch-unknown"
          onClick={() => {
            setError('')
            network
              .switchNetwork('eip155:1')
              .catch((e: { shortMessage?: string; message: string }) => setError(e.shortMessage ?? e.message))
          }}
        >
          Switch to an unconfigured chain
        </button>
      </section>
      {embedded ? (
        <section className="embedded" aria-label="Embedded widget">
          <LatchEmbedded />
        </section>
      ) : null}
      <section aria-label="State">
        <dl className="state">
          {rows.map(([key, value]) => (
            <div key={key}>
              <dt>{key}</dt>
              <dd data-testid={`state-${key}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </main>
  )
}
