import { useLatchAccount, useLatchNetwork, useLatchProvider } from '@latch/react'
import { useState } from 'react'
import type { DemoResults } from './useDemoResults.js'
import { DEMO_RECIPIENT } from './useWalletActions.js'

/** Where the demo keeps the ERC-7715 permission's context for the tab. */
const PERMISSION_CONTEXT_KEY = 'latch-demo:permissionContext'

/** An ERC-20 `transfer(to, amount)` call's data. */
const transferData = (to: string, amount: bigint) =>
  `0xa9059cbb${to.slice(2).toLowerCase().padStart(64, '0')}${amount.toString(16).padStart(64, '0')}`

/**
 * ERC-7715 (features.smartSessions): a permission to send up to 0.002 ETH for an hour (or, with
 * permissionToken=<address>, 2 of that 6-decimal token), a send of 0.001 ETH (or 1 token) under it (no prompt while
 * within it), and its revocation. The permission's context outlives a reload of the tab, as a dApp would keep it.
 */
export function usePermissionDemo({ setError, fail }: DemoResults) {
  const account = useLatchAccount()
  const network = useLatchNetwork()
  const { provider } = useLatchProvider()
  const permissionToken = new URLSearchParams(location.search).get('permissionToken')
  const [permissionContext, setPermissionContextState] = useState(
    () => sessionStorage.getItem(PERMISSION_CONTEXT_KEY) ?? '',
  )
  const setPermissionContext = (context: string) => {
    if (context) sessionStorage.setItem(PERMISSION_CONTEXT_KEY, context)
    else sessionStorage.removeItem(PERMISSION_CONTEXT_KEY)
    setPermissionContextState(context)
  }
  const [callsId, setCallsId] = useState('')
  const chainId = `0x${Number(network.chainId).toString(16)}`
  const request = (method: string, params: unknown[]) => {
    if (!provider || !account.address) return Promise.reject(new Error('Not connected'))
    setError('')
    return provider.request({ method, params } as never)
  }
  const grantPermission = () =>
    request('wallet_grantPermissions', [
      {
        chainId,
        expiry: Math.floor(Date.now() / 1000) + 3600,
        signer: { type: 'wallet' },
        permissions: [
          permissionToken
            ? {
                type: 'erc20-token-transfer',
                data: { address: permissionToken, allowance: '0x1e8480' },
                policies: [],
              }
            : { type: 'native-token-transfer', data: { allowance: '0x71afd498d0000' }, policies: [] },
        ],
      },
    ])
      .then((result) => setPermissionContext(String((result as { context: string }).context)))
      .catch(fail)
  const sendWithPermission = () => {
    setCallsId('')
    request('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId,
        from: account.address,
        atomicRequired: true,
        calls: [
          permissionToken
            ? { to: permissionToken, value: '0x0', data: transferData(DEMO_RECIPIENT, 1_000_000n) }
            : { to: DEMO_RECIPIENT, value: '0x38d7ea4c68000' },
        ],
        capabilities: { permissions: { context: permissionContext } },
      },
    ])
      .then((result) => setCallsId(String((result as { id: string }).id)))
      .catch(fail)
  }
  const revokePermission = () =>
    request('wallet_revokePermissions', [{ permissionContext }])
      .then(() => setPermissionContext(''))
      .catch(fail)
  return {
    permissionToken,
    permissionContext,
    callsId,
    grantPermission,
    sendWithPermission,
    revokePermission,
  }
}

export type PermissionDemo = ReturnType<typeof usePermissionDemo>
