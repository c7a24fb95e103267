import { bytesToHex, type LocalAccount } from 'viem'
import { privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import type { NamespaceSigner } from './keyShares.js'

/**
 * The eip155 key: the wallet's 32-byte secret is the EVM private key itself, the owner of the smart account and
 * the plain key (eoa).
 *
 * @example
 * await withApprovedKey(context, eip155Signer, description, (account) => account.signMessage({ message }))
 */
export const eip155Signer: NamespaceSigner<LocalAccount> = {
  addressOf: (secret) => privateKeyToAddress(bytesToHex(secret)),
  async use(secret, use) {
    return use(privateKeyToAccount(bytesToHex(secret)))
  },
}
