'use client'
import { closeModal, disconnect, getAccount, type Latch, replaceView } from '@latch/core'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { PowerIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { NetworkList } from './NetworkList.js'

/** UnsupportedChain: the wallet is on a chain that is not configured; offers the configured networks. */
export function UnsupportedChainView({ latch }: { latch: Latch }) {
  const t = useT()
  const { isConnected } = useLatchSelector((state) => getAccount(latch, state))
  return (
    <div className="body" data-testid="view-UnsupportedChain">
      <p className="note">{t('unsupportedText')}</p>
      <NetworkList
        latch={latch}
        activeId={undefined}
        onSwitched={() => {
          if (latch.store.getState().router.view === 'UnsupportedChain')
            replaceView(latch, { view: 'Account' })
        }}
      />
      {isConnected ? (
        <div className="list">
          <div className="sep" />
          <button
            type="button"
            className="row danger"
            data-testid="unsupported-disconnect"
            onClick={() => disconnect(latch).then(() => closeModal(latch))}
          >
            <span className="lead">
              <PowerIcon />
            </span>
            <span className="name">{t('disconnect')}</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}
