'use client'
import { dismissAlert, type Latch } from '@latch/core'
import { type ReactNode, useEffect } from 'react'
import { useLatchSelector } from '../hooks/useLatchSelector.js'
import { IconButton } from './IconButton.js'
import { AlertIcon, CheckIcon, CloseIcon } from './icons.js'
import { useShownText, useT } from './ModalContext.js'

/** The latest alert as a snackbar, dismissed by its close button or after 6 s (an error) or 3 s. */
export function Alerts({ latch }: { latch: Latch }) {
  const t = useT()
  const tr = useShownText()
  const alerts = useLatchSelector((state) => state.alerts)
  const alert = alerts[alerts.length - 1]
  useEffect(() => {
    if (!alert) return
    const timer = setTimeout(
      () => dismissAlert(latch, { id: alert.id }),
      alert.variant === 'error' ? 6000 : 3000,
    )
    return () => clearTimeout(timer)
  }, [latch, alert])
  if (!alert) return null
  let icon: ReactNode = <AlertIcon />
  if (alert.variant === 'success') icon = <CheckIcon />
  return (
    <div
      className={`snackbar ${alert.variant}`}
      role={alert.variant === 'error' ? 'alert' : 'status'}
      data-testid="alert"
      data-variant={alert.variant}
    >
      <span className="sicon">{icon}</span>
      <div>
        <strong data-testid="alert-title">{tr(alert.title, alert.text)}</strong>
        {alert.message ? (
          <span data-testid="alert-message">{tr(alert.message, alert.messageText)}</span>
        ) : null}
      </div>
      <IconButton label={t('close')} onClick={() => dismissAlert(latch, { id: alert.id })}>
        <CloseIcon />
      </IconButton>
    </div>
  )
}
