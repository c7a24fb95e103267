'use client'
import {
  fetchOnrampProviders,
  getNamespaceProfile,
  getNetwork,
  type Latch,
  navigate,
  type OnrampProvider,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { ChevronIcon } from '../../icons.js'
import { useT } from '../../ModalContext.js'

/**
 * A namespace's name as its adapter's profile gives it ('EVM'); a namespace the page configures no adapter for
 * is named after itself, capitalised ('Solana').
 */
function namespaceLabel(latch: Latch, namespace: string): string {
  return (
    getNamespaceProfile(latch, namespace)?.label ??
    `${namespace.charAt(0).toUpperCase()}${namespace.slice(1)}`
  )
}

/** OnRampProviders: the providers with their fee and the namespaces each delivers to. */
export function OnRampProvidersView({ latch }: { latch: Latch }) {
  const t = useT()
  const namespace = useLatchSelector((state) => getNetwork(latch, state).caipNetworkId.split(':')[0])
  const [providers, setProviders] = useState<readonly OnrampProvider[] | undefined>()
  const [error, setError] = useState<string | undefined>()
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry button's request to fetch again.
  useEffect(() => {
    let live = true
    setError(undefined)
    fetchOnrampProviders(latch)
      .then((list) => live && setProviders(list))
      .catch(() => live && setError(t('onrampProvidersError')))
    return () => {
      live = false
    }
  }, [latch, attempt, t])

  return (
    <div className="body" data-testid="view-OnRampProviders">
      {error ? (
        <div className="empty" role="alert" data-testid="onramp-providers-error">
          <p>{error}</p>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <ul className="list" aria-busy={!providers}>
          {(providers ?? []).map((provider) => {
            const onNetwork = provider.namespaces.includes(namespace as 'eip155')
            const usable = provider.available && onNetwork
            const fee =
              provider.feeRange.min === provider.feeRange.max
                ? t('onrampFee', { min: String(provider.feeRange.min) })
                : t('onrampFeeRange', {
                    min: String(provider.feeRange.min),
                    max: String(provider.feeRange.max),
                  })
            return (
              <li key={provider.id}>
                <button
                  type="button"
                  className="row"
                  data-testid={`onramp-provider-${provider.id}`}
                  disabled={!usable}
                  onClick={() =>
                    navigate(latch, { view: 'OnRampTokenSelect', data: { onrampProvider: provider.id } })
                  }
                >
                  <span className="name">
                    {provider.name}
                    <span className="muted" data-testid={`onramp-provider-${provider.id}-details`}>
                      {' · '}
                      {fee}
                      {' · '}
                      {provider.namespaces.map((n) => namespaceLabel(latch, n)).join(', ')}
                      {provider.available ? '' : ` · ${t('onrampNotConfigured')}`}
                      {provider.available && !onNetwork ? ` · ${t('onrampNotOnNetwork')}` : ''}
                    </span>
                  </span>
                  <span className="trail">
                    <ChevronIcon />
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
