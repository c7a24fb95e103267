import {
  type SponsoredOperation,
  type Sponsorship,
  signVerifyingPaymasterSponsorship,
  sponsorshipValiditySeconds,
} from '@latch/smart-account'
import type { Address, Hex } from 'viem'

export {
  paymasterPostOpGasLimit,
  paymasterVerificationGasLimit,
  type SponsoredOperation,
  type Sponsorship,
} from '@latch/smart-account'

/**
 * A VerifyingPaymaster (eth-infinitism v0.7) sponsorship of `operation`, as ERC-7677's pm_getPaymasterData
 * answers it: the signer's signature over the contract's `getHash`, computed without a chain round trip, valid
 * for 10 minutes from `now`. `stub` answers pm_getPaymasterStubData: the same layout with a signature that
 * recovers to nobody, for gas estimation. The gas fields must be the final ones: the signature covers them.
 */
export function signSponsorship(parameters: {
  operation: SponsoredOperation
  chainId: number
  paymaster: Address
  signerKey: Hex
  stub: boolean
  now?: number | undefined
}): Promise<Sponsorship> {
  const { now = Date.now(), ...sponsorship } = parameters
  return signVerifyingPaymasterSponsorship({
    ...sponsorship,
    validUntil: Math.floor(now / 1000) + sponsorshipValiditySeconds,
  })
}
