'use client'
import { type Latch, switchAccount, truncateAddress } from '@latch/core'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { useT } from '../../ModalContext.js'

/**
 * The wallet's accounts when it offers a choice, one tab each: a Bitcoin wallet's payment and ordinal accounts
 * (as AppKit), or a Polkadot extension's accounts by name. The selected one is the active account.
 */
export function AccountTabs({ latch, address }: { latch: Latch; address: string | undefined }) {
  const t = useT()
  const accounts = useLatchSelector((state) => {
    const connection = state.connections.find((c) => c.namespace === state.activeNamespace)
    return (connection?.accounts?.length ?? 0) > 1 ? connection?.accounts : undefined
  })
  if (!accounts) return null
  // Accounts of different kinds are told apart by kind, accounts of one kind by name or address.
  const byKind = new Set(accounts.map((account) => account.type)).size === accounts.length
  return (
    <div className="tabs" role="tablist" aria-label={t('walletAccounts')}>
      {accounts.map((account) => (
        <button
          key={account.address}
          type="button"
          role="tab"
          data-testid={byKind ? `account-type-${account.type}` : `account-option-${account.address}`}
          aria-selected={account.address === address}
          onClick={() => {
            if (account.address === address) return
            switchAccount(latch, byKind ? { type: account.type } : { address: account.address })
          }}
        >
          {!byKind
            ? (account.name ?? truncateAddress(account.address))
            : account.type === 'ordinal'
              ? t('ordinalsAccount')
              : t('paymentAccount')}
        </button>
      ))}
    </div>
  )
}
