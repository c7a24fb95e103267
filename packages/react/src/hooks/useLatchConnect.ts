'use client'
import {
  BaseError,
  ConnectionFailedError,
  type ConnectionStatus,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '@latch/core'
import { useCallback, useState } from 'react'
import { useLatch } from './useLatch.js'
import { useLatchSelector } from './useLatchSelector.js'

export type UseLatchConnectReturnType = {
  /** Connects through one connector, without the modal. Rejects as `connect` does (and sets `error`). */
  connect(parameters: ConnectParameters): Promise<ConnectReturnType>
  status: ConnectionStatus
  /** This hook's connect is waiting on the wallet. */
  isPending: boolean
  /** The last failure of this hook's connect, cleared by the next attempt. */
  error: BaseError | undefined
  /** WalletConnect's pairing URI while a remote wallet is being paired: show it as a QR code or link. */
  uri: string | undefined
}

/**
 * Connect without the modal: the headless half of a dApp's own wallet list (see `useLatchConnectors`).
 *
 * @example
 * const { connect, isPending, error, uri } = useLatchConnect()
 * <button onClick={() => connect({ connectorId: connector.id, namespace: connector.chain })}>…</button>
 * {uri ? <MyQrCode value={uri} /> : null}
 */
export function useLatchConnect(): UseLatchConnectReturnType {
  const latch = useLatch()
  const status = useLatchSelector((state) => state.status, Object.is)
  const [attempt, setAttempt] = useState<{ pending: boolean; error?: BaseError; uri?: string }>({
    pending: false,
  })
  const run = useCallback(
    async (parameters: ConnectParameters) => {
      setAttempt({ pending: true })
      try {
        const result = await connect(latch, {
          ...parameters,
          onDisplayUri(uri) {
            setAttempt({ pending: true, uri })
            parameters.onDisplayUri?.(uri)
          },
        })
        setAttempt({ pending: false })
        return result
      } catch (cause) {
        setAttempt({
          pending: false,
          error: cause instanceof BaseError ? cause : new ConnectionFailedError({ cause }),
        })
        throw cause
      }
    },
    [latch],
  )
  return { connect: run, status, isPending: attempt.pending, error: attempt.error, uri: attempt.uri }
}
