'use client'
import {
  fetchBalance,
  fetchCapabilities,
  fetchIdentity,
  getAccount,
  getNamespaceProfile,
  type Latch,
  showAlert,
} from '@latch/core'
import { useEffect } from 'react'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { useT } from '../ModalContext.js'
import { AccountTokens } from './AccountTokens.js'
import { AccountActions } from './account/AccountActions.js'
import { AccountSummary } from './account/AccountSummary.js'

/**
 * Reads what Account shows that is not in state yet: the balance, whether the server quotes swaps, and the
 * account's name where the namespace has names.
 */
function useAccountReads(latch: Latch, namesSupported: boolean) {
  const t = useT()
  const { address, caipAddress } = useLatchSelector((state) => getAccount(latch, state))
  useEffect(() => {
    if (caipAddress) void fetchBalance(latch)
  }, [latch, caipAddress])

  // Swap and Activity are offered only where the server quotes and serves history: asked once per instance.
  const capabilitiesOn = latch.config.features.swaps || latch.config.features.history
  useEffect(() => {
    // Without the server's answer neither is offered; fetchCapabilities forgets a failure, so a next view asks again.
    if (capabilitiesOn) fetchCapabilities(latch).catch(() => {})
  }, [latch, capabilitiesOn])

  const errorFetchingNames = t('errorFetchingNames')
  useEffect(() => {
    if (!address || !namesSupported) return
    fetchIdentity(latch, { address }).catch(() =>
      showAlert(latch, { variant: 'error', title: errorFetchingNames }),
    )
  }, [latch, address, namesSupported, errorFetchingNames])
}

/** Account: address, native balance (3 decimals), tokens, network, wallet actions, block explorer, copy and disconnect. */
export function AccountView({ latch }: { latch: Latch }) {
  const { address } = useLatchSelector((state) => getAccount(latch, state))
  const namesSupported = useLatchSelector(
    (state) => getNamespaceProfile(latch, state.activeNamespace)?.features.names ?? false,
  )
  const name = useLatchSelector((state) =>
    state.identity && state.identity.address === address ? state.identity.name : undefined,
  )
  useAccountReads(latch, namesSupported)

  return (
    <div className="body" data-testid="view-Account">
      <AccountSummary latch={latch} name={name} />
      {address ? <AccountTokens latch={latch} /> : null}
      <AccountActions latch={latch} address={address} hasName={Boolean(name)} />
    </div>
  )
}
