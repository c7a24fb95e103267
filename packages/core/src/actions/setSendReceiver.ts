import type { Latch } from '../types.js'
import { isValidReceiver } from '../utils/isValidReceiver.js'
import { resolveReceiverName } from './resolveReceiverName.js'

export type SetSendReceiverParameters = { receiver: string | undefined }

/**
 * Sets the receiver as typed. A receiver that is not an address of the account's namespace is offered
 * to `resolveReceiverName`; when it resolves (and the visitor has not typed on meanwhile), the address
 * becomes the receiver and the name its profile name.
 *
 * @example
 * await setSendReceiver(latch, { receiver: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
 */
export async function setSendReceiver(latch: Latch, parameters: SetSendReceiverParameters): Promise<void> {
  const receiver = parameters.receiver?.trim() || undefined
  latch.store.setState(({ send }) => ({
    send: {
      ...send,
      receiverAddress: receiver,
      receiverProfileName: undefined,
      receiverProfileImageUrl: undefined,
    },
  }))
  const state = latch.store.getState()
  if (!receiver || isValidReceiver(state.activeNamespace, receiver)) return
  const resolved = await resolveReceiverName(latch, { name: receiver })
  if (!resolved || latch.store.getState().send.receiverAddress !== receiver) return
  latch.store.setState(({ send }) => ({
    send: {
      ...send,
      receiverAddress: resolved.address,
      receiverProfileName: resolved.name,
      receiverProfileImageUrl: resolved.imageUrl,
    },
  }))
}
