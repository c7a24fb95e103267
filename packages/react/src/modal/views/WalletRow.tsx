'use client'
import { getWalletImageUrl, type Latch, selectWallet } from '@latch/core'
import { useT } from '../ModalContext.js'
import { WalletImage } from '../WalletImage.js'
import { useWalletChoiceBlocked } from './useWalletChoiceBlocked.js'
import type { WalletOption } from './useWalletLists.js'

export function walletImage(latch: Latch, option: WalletOption): string | undefined {
  if (option.imageId) return getWalletImageUrl(latch, option.imageId)
  return option.imageUrl
}

export function chooseWallet(latch: Latch, option: WalletOption): void {
  const { browseLink } = selectWallet(latch, {
    ...(option.connectorId ? { connectorId: option.connectorId } : {}),
    ...(option.wallet ? { wallet: option.wallet } : {}),
  })
  // A phone's wallet that connects only in its own browser opens this page there, in the tap's own task
  // (a universal link opens the app only from a gesture).
  if (browseLink) window.open(browseLink, '_self', 'noreferrer noopener')
}

/**
 * A wallet in a list: icon, name and its Installed / Recent tag; disabled until the legal checkbox is ticked.
 * Without `showImage` the icon is the name's initial (a view rendered inside the closed modal loads no image).
 */
export function WalletRow({
  latch,
  option,
  showImage = true,
}: {
  latch: Latch
  option: WalletOption
  showImage?: boolean
}) {
  const t = useT()
  const blocked = useWalletChoiceBlocked(latch)
  const tag = option.installed ? t('installed') : option.recent ? t('recent') : undefined
  return (
    <button
      type="button"
      className="row"
      data-testid={`wallet-option-${option.id}`}
      data-installed={option.installed}
      aria-label={tag ? `${option.name} (${tag})` : option.name}
      disabled={blocked}
      onClick={() => chooseWallet(latch, option)}
    >
      <WalletImage src={showImage ? walletImage(latch, option) : undefined} name={option.name} />
      <span className="name">{option.name}</span>
      {tag ? <span className={`tag${option.installed ? ' installed' : ''}`}>{tag}</span> : null}
    </button>
  )
}
