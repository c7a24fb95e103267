'use client'
import { closeModal, getNetwork, goBack, type Latch } from '@latch/core'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { NetworkList } from './NetworkList.js'

/** Networks: the configured networks with the active one marked. */
export function NetworksView({ latch }: { latch: Latch }) {
  const { caipNetworkId } = useLatchSelector((state) => getNetwork(latch, state))
  return (
    <div className="body" data-testid="view-Networks">
      <NetworkList
        latch={latch}
        activeId={caipNetworkId}
        onSwitched={() => {
          if (!goBack(latch)) closeModal(latch)
        }}
      />
    </div>
  )
}
