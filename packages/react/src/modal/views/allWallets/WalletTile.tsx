'use client'
import type { Latch } from '@latch/core'
import { CheckIcon } from '../../icons.js'
import { WalletImage } from '../../WalletImage.js'
import { useWalletChoiceBlocked } from '../useWalletChoiceBlocked.js'
import type { WalletOption } from '../useWalletLists.js'
import { chooseWallet, walletImage } from '../WalletRow.js'

/** A wallet of the All Wallets grid: its icon and name, a check when it is installed; a click chooses it. */
export function WalletTile({
  latch,
  option,
  installedLabel,
}: {
  latch: Latch
  option: WalletOption
  installedLabel: string
}) {
  const blocked = useWalletChoiceBlocked(latch)
  return (
    <button
      type="button"
      className="tile"
      data-testid={`wallet-option-${option.id}`}
      data-installed={option.installed}
      aria-label={option.installed ? `${option.name} (${installedLabel})` : option.name}
      title={option.name}
      disabled={blocked}
      onClick={() => chooseWallet(latch, option)}
    >
      <WalletImage src={walletImage(latch, option)} name={option.name} />
      <span className="tname">{option.name}</span>
      {option.installed ? (
        <span className="dot" aria-hidden="true">
          <CheckIcon />
        </span>
      ) : null}
    </button>
  )
}
