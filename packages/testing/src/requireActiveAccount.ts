import { isAddress, type LocalAccount } from 'viem'
import { InvalidParamsError, UnauthorizedError } from './errors.js'

/**
 * Throws unless `address`, as a request names it, is the wallet's active account (in any letter case): what both
 * EVM test wallets, injected and WalletConnect, check before they sign or send for it.
 */
export function requireActiveAccount(account: LocalAccount, address: unknown): void {
  if (typeof address !== 'string' || !isAddress(address, { strict: false }))
    throw new InvalidParamsError('Invalid address.')
  if (address.toLowerCase() !== account.address.toLowerCase())
    throw new UnauthorizedError(`The account ${address} has not been authorized by the user.`)
}
