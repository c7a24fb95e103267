'use client'
import { formatBalance, getAccount, getNetwork, type Latch, showAlert, truncateAddress } from '@latch/core'
import { avatarColors } from '../../../buttons/avatarColors.js'
import { setCssVars } from '../../../buttons/setCssVars.js'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { IconButton } from '../../IconButton.js'
import { CopyIcon } from '../../icons.js'
import { useT } from '../../ModalContext.js'
import { socialProviderNames } from '../socialLogin.js'
import { AccountTabs } from './AccountTabs.js'
import { useEmbeddedAccountType } from './useEmbeddedAccountType.js'

/** The native balance with its symbol (3 decimals); empty while an account's balance is being read. */
function useBalanceText(latch: Latch): string {
  const { address, caipAddress } = useLatchSelector((state) => getAccount(latch, state))
  const { caipNetwork } = useLatchSelector((state) => getNetwork(latch, state))
  const balance = useLatchSelector((state) => state.balance)
  if (address && balance && balance.caipAddress === caipAddress)
    return `${formatBalance(balance.value, balance.decimals)} ${balance.symbol}`
  return address ? '' : `0.00 ${caipNetwork?.nativeCurrency.symbol ?? 'ETH'}`
}

/** Account's head: the avatar, the wallet's accounts, the name, the social identity, the address and the balance. */
export function AccountSummary({ latch, name }: { latch: Latch; name: string | undefined }) {
  const t = useT()
  const { address } = useLatchSelector((state) => getAccount(latch, state))
  // A social login's identity, as AppKit shows it: "alice@example.com via Google".
  // Only while the embedded wallet is the active one: beside another wallet (`multiWallet`) it stays logged in.
  const social = useLatchSelector((state) =>
    state.activeNamespace === 'eip155' &&
    state.embeddedWallet.loginUsed &&
    state.connections.some((c) => c.namespace === 'eip155' && c.type === 'AUTH')
      ? state.embeddedWallet.socialProvider
      : undefined,
  )
  const userName = useLatchSelector((state) => state.embeddedWallet.userName)
  const embeddedType = useEmbeddedAccountType()
  const balanceText = useBalanceText(latch)
  const colors = avatarColors(address ?? '')

  return (
    <div className="account">
      <span
        className="avatar"
        aria-hidden="true"
        ref={setCssVars({ '--a': colors[0], '--b': colors[1], '--c': colors[2] })}
      />
      <AccountTabs latch={latch} address={address} />
      {name ? (
        <div className="pname" data-testid="account-name">
          {name}
        </div>
      ) : null}
      {social && userName ? (
        <div className="muted" data-testid="account-social">
          {t('socialIdentity', { userName, provider: socialProviderNames[social] })}
        </div>
      ) : null}
      <div className="address">
        <span data-testid="account-address" title={address}>
          {address ? truncateAddress(address) : ''}
        </span>
        {address ? (
          <IconButton
            label={t('copyAddress')}
            testId="account-copy"
            onClick={() => {
              // Without clipboard permission nothing is copied, and no notice claims it was.
              navigator.clipboard
                ?.writeText(address)
                .then(() => showAlert(latch, { variant: 'success', title: t('addressCopied') }))
                .catch(() => {})
            }}
          >
            <CopyIcon />
          </IconButton>
        ) : null}
      </div>
      {embeddedType ? (
        <div className="muted" data-testid="account-type">
          {embeddedType === 'smartAccount' ? t('smartAccount') : t('eoaAccount')}
        </div>
      ) : null}
      <div className="balance" data-testid="account-balance" aria-busy={!balanceText}>
        {balanceText || '\u00a0'}
      </div>
    </div>
  )
}
