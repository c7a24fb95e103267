'use client'
import type { Latch } from '@latch/core'
import { LegalCheckbox } from './LegalCheckbox.js'
import { WalletsSection } from './WalletsSection.js'

/** ConnectWallets: the wallets that Connect collapsed behind 'Continue with a wallet'. */
export function ConnectWalletsView({ latch }: { latch: Latch }) {
  return (
    <div className="body" data-testid="view-ConnectWallets">
      <LegalCheckbox latch={latch} />
      <WalletsSection latch={latch} />
    </div>
  )
}
