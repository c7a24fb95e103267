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
  | 'SWITCH_CONNECTION'
  | 'SWAP_APPROVAL_ERROR'
  | 'SWAP_ERROR'
  | 'SWAP_SUCCESS'
  | 'SEND_INITIATED'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'SELECT_BUY_CRYPTO'
  | 'SELECT_BUY_PROVIDER'
  | 'EMAIL_LOGIN_SELECTED'
  | 'EMAIL_SUBMITTED'
  | 'EMAIL_VERIFICATION_CODE_SENT'
  | 'EMAIL_VERIFICATION_CODE_PASS'
  | 'EMAIL_VERIFICATION_CODE_FAIL'
  | 'DEVICE_REGISTERED_FOR_EMAIL'
  | 'EMAIL_EDIT'
  | 'EMAIL_EDIT_COMPLETE'
  /** The embedded wallet's keys were shown in its frame (the event names the accounts, never a key). */
  | 'EMBEDDED_KEY_EXPORTED'
  | 'SOCIAL_LOGIN_STARTED'
  | 'SOCIAL_LOGIN_SUCCESS'
  | 'SOCIAL_LOGIN_ERROR'
  | 'SOCIAL_LOGIN_CANCELED'

export type LatchEvent = {
  event: LatchEventName
  properties?: Record<string, unknown>
  address?: string
  timestamp: number
}
