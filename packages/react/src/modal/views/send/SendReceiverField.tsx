'use client'
import { type Latch, setSendReceiver, truncateAddress } from '@latch/core'
import { useState } from 'react'
import { useLatchSelector } from '../../../hooks/useLatchSelector.js'
import { useT } from '../../ModalContext.js'

/** Send's receiver: an address, or a name resolved into one (shown under it). */
export function SendReceiverField({ latch }: { latch: Latch }) {
  const t = useT()
  const resolvedName = useLatchSelector((state) => state.send.receiverProfileName)
  const resolvedAddress = useLatchSelector((state) => state.send.receiverAddress)
  const [receiver, setReceiver] = useState(resolvedName ?? resolvedAddress ?? '')
  return (
    <div className="field">
      <label htmlFor="latch-send-receiver">{t('to')}</label>
      <input
        id="latch-send-receiver"
        className="small"
        data-testid="send-receiver"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('receiverPlaceholder')}
        value={receiver}
        onChange={(event) => {
          setReceiver(event.target.value)
          void setSendReceiver(latch, { receiver: event.target.value })
        }}
      />
      {resolvedName && resolvedAddress ? (
        <div className="hint" data-testid="send-receiver-resolved">
          {truncateAddress(resolvedAddress)}
        </div>
      ) : null}
    </div>
  )
}
