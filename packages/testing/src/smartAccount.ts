import type { Address, Hex, LocalAccount } from 'viem'
import { privateKeyToAccount, toAccount } from 'viem/accounts'

export type ToSmartAccountParameters = {
  /** The contract account's address, e.g. the devnet SmartWallet 0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9. */
  address: Address
  /** The key that signs for it (the devnet SmartWallet's owner is anvil account #1). */
  owner: Hex | LocalAccount
}

/**
 * A contract account (smart account) as a test-wallet account: it reports the contract's address and signs
 * messages and typed data with its owner's key, so the signatures are valid through the contract's ERC-1271
 * `isValidSignature`, not by ECDSA recovery. It cannot send transactions (a contract account sends through its
 * contract), so eth_sendTransaction fails.
 *
 * @example
 * installTestWallet(page, { accounts: [toSmartAccount({ address: smartWallet, owner: anvilAccounts[1].privateKey })] })
 */
export function toSmartAccount(parameters: ToSmartAccountParameters): LocalAccount {
  const owner =
    typeof parameters.owner === 'string' ? privateKeyToAccount(parameters.owner) : parameters.owner
  return toAccount({
    address: parameters.address,
    signMessage: ({ message }) => owner.signMessage({ message }),
    signTypedData: (typedData) => owner.signTypedData(typedData),
    signTransaction: () => {
      throw new Error('This test smart account signs messages only; it cannot sign transactions.')
    },
  })
}
