'use client'
import {
  getIsOnrampAvailable,
  getIsSwapAvailable,
  getNamespaceProfile,
  getNetwork,
  type Latch,
  navigate,
  trackEvent,
  type WalletFeature,
} from '@latch/core'
import { Fragment, type ReactNode } from 'react'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { CardIcon, ReceiveIcon, SendIcon, SwapIcon } from '../../icons.js'
import { useT } from '../../ModalContext.js'
import { ActionRow } from '../ActionRow.js'
import { loadOnrampViews } from '../onramp/loadOnrampViews.js'
import { loadSwapViews } from '../swap/loadSwapViews.js'

/** The wallet's features Account offers (buy, swap, receive, send), in `features.walletFeaturesOrder`. */
export function WalletFeatureRows({ latch, address }: { latch: Latch; address: string | undefined }) {
  const t = useT()
  const { features } = latch.config
  const canSwap = useLatchSelector((state) => getIsSwapAvailable(latch, state))
  const canBuy = useLatchSelector((state) => getIsOnrampAvailable(latch, state))
  const sending = useLatchSelector((state) => state.send.loading)
  const isSmartAccount = useLatchSelector(
    (state) =>
      state.connections.find((c) => c.namespace === state.activeNamespace)?.accountType === 'smartAccount',
  )
  // Send is offered where the network's adapter says its namespace sends.
  const namespaceSends = useLatchSelector(
    (state) =>
      getNamespaceProfile(latch, getNetwork(latch, state).caipNetwork?.chainNamespace)?.features.send ??
      false,
  )

  const rows: Record<WalletFeature, ReactNode> = {
    onramp: canBuy ? (
      <ActionRow
        testId="account-onramp"
        icon={<CardIcon />}
        label={t('buyCrypto')}
        onClick={() => {
          trackEvent(latch, { event: 'SELECT_BUY_CRYPTO', properties: { isSmartAccount } })
          navigate(latch, { view: 'OnRampProviders' })
        }}
        onPrefetch={() => void loadOnrampViews().catch(() => {})}
      />
    ) : null,
    swaps: canSwap ? (
      <ActionRow
        testId="account-swap"
        icon={<SwapIcon />}
        label={t('swap')}
        onClick={() => navigate(latch, { view: 'Swap' })}
        onPrefetch={() => void loadSwapViews().catch(() => {})}
      />
    ) : null,
    receive:
      features.receive && address ? (
        <ActionRow
          testId="account-receive"
          icon={<ReceiveIcon />}
          label={t('receive')}
          onClick={() => navigate(latch, { view: 'Receive' })}
        />
      ) : null,
    send:
      features.send && namespaceSends ? (
        <ActionRow
          testId="account-send"
          icon={sending ? <span className="spinner" /> : <SendIcon />}
          label={t('send')}
          busy={sending}
          onClick={() => navigate(latch, { view: 'WalletSend' })}
        />
      ) : null,
  }
  return features.walletFeaturesOrder.map((feature) => <Fragment key={feature}>{rows[feature]}</Fragment>)
}
