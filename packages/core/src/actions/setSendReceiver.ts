import { BaseError } from '../errors/base.js'
import { pushAlert } from '../internal/pushAlert.js'
import type { Latch } from '../types.js'
import { isValidReceiver } from '../utils/isValidReceiver.js'
import { getNamespaceProfile } from './getNamespaceProfile.js'
import { resolveName } from './resolveName.js'

export type SetSendReceiverParameters = { receiver: string | undefined }

/**
 * Sets the receiver as typed. Where the namespace has names (eip155), a receiver that is not an address is looked up as a name
 * (`resolveName`, cached 5 minutes); when it resolves (and the visitor has not typed on meanwhile), the
 * address becomes the receiver and the name its profile name. A name service failure shows 'Error resolving
 * name' and leaves the receiver as typed.
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
  const profile = getNamespaceProfile(latch, latch.store.getState().activeNamespace)
  if (!receiver || !profile?.features.names || isValidReceiver(profile, receiver)) return
  let address: string | undefined
  try {
    address = await resolveName(latch, { name: receiver })
  } catch (error) {
    if (latch.store.getState().send.receiverAddress === receiver)
      pushAlert(
        latch,
        error instanceof BaseError ? { variant: 'error', error } : { variant: 'error', title: String(error) },
      )
    return
  }
  if (!address || latch.store.getState().send.receiverAddress !== receiver) return
  latch.store.setState(({ send }) => ({
    send: { ...send, receiverAddress: address, receiverProfileName: receiver.toLowerCase() },
  }))
}
