import { InvalidParamsError, UnauthorizedError } from '../errors.js'
import { requireActiveAccount } from '../requireActiveAccount.js'
import { activeAccount, type InjectedWalletState } from './injectedWalletState.js'

/** The methods by which a site asks for, reads or gives up access to the wallet's account. */
export const permissionMethods = new Set([
  'eth_accounts',
  'eth_coinbase',
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'wallet_getPermissions',
  'wallet_revokePermissions',
])

/** Throws unless `origin` is connected, and, when an address is named, unless it is the active account. */
export function requireAuthorized(state: InjectedWalletState, origin: string, address?: unknown): void {
  if (!state.authorized.has(origin)) throw new UnauthorizedError()
  if (address === undefined) return
  requireActiveAccount(activeAccount(state), address)
}

/** Connects `origin`; a newly connected one gets `accountsChanged`. */
export async function authorize(state: InjectedWalletState, origin: string): Promise<void> {
  const known = state.authorized.has(origin)
  state.authorized.set(origin, Date.now())
  if (!known) await state.emit('accountsChanged', [activeAccount(state).address], [origin])
}

/** EIP-2255's permissions of `origin`: `eth_accounts` restricted to the active account, once connected. */
function permissions(state: InjectedWalletState, origin: string) {
  const date = state.authorized.get(origin)
  if (date === undefined) return []
  return [
    {
      id: `${origin}:eth_accounts`,
      parentCapability: 'eth_accounts',
      invoker: origin,
      date,
      caveats: [{ type: 'restrictReturnedAccounts', value: [activeAccount(state).address] }],
    },
  ]
}

function requireAccountsPermission(method: string, request: unknown) {
  if (!request || typeof request !== 'object' || !('eth_accounts' in request))
    throw new InvalidParamsError(`${method} expects [{ eth_accounts: {} }].`)
}

/**
 * The wallet's answer to a site asking for its account: the connected site sees it, a new one is prompted
 * (`eth_requestAccounts`, EIP-2255's `wallet_requestPermissions`), and a site may give its access up.
 */
export async function answerPermissionRequest(
  state: InjectedWalletState,
  method: string,
  params: readonly unknown[],
  origin: string,
): Promise<unknown> {
  const connected = state.authorized.has(origin)
  switch (method) {
    case 'eth_accounts':
      return connected ? [activeAccount(state).address] : []
    case 'eth_coinbase':
      return connected ? activeAccount(state).address : null
    case 'eth_requestAccounts':
      if (!connected) {
        await state.prompts.prompt(method)
        await authorize(state, origin)
      }
      return [activeAccount(state).address]
    case 'wallet_requestPermissions':
      requireAccountsPermission(method, params[0])
      await state.prompts.prompt(method)
      await authorize(state, origin)
      return permissions(state, origin)
    case 'wallet_getPermissions':
      return permissions(state, origin)
    case 'wallet_revokePermissions':
      requireAccountsPermission(method, params[0])
      if (state.authorized.delete(origin)) await state.emit('accountsChanged', [], [origin])
      return null
  }
  throw new Error(`${method} is not a permission request.`)
}
