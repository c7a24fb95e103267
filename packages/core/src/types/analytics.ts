// Analytics and dApp events.

/** Analytics / dApp events. */
export type LatchEventName =
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'USER_REJECTED'
  | 'DISCONNECT_SUCCESS'
  | 'SWITCH_NETWORK'
  | 'SWAP_APPROVAL_ERROR'
  | 'SWAP_ERROR'
  | 'SWAP_SUCCESS'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'

export type LatchEvent = {
  event: LatchEventName
  properties?: Record<string, unknown>
  address?: string
  timestamp: number
}
