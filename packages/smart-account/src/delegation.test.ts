import { devnetSmartAccount } from '@latch/devnet'
import { isAddressEqual, parseEther, recoverTypedDataAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import {
  decodePermissionContext,
  delegationTypedData,
  disableDelegationCall,
  encodePermissionContext,
  rootAuthority,
} from './delegation.js'
import { permissionCaveats } from './permissionCaveats.js'
import { redeemDelegationCall, redeemedPermissionContexts } from './redeemDelegations.js'

const owner = privateKeyToAccount(generatePrivateKey())
const delegator = privateKeyToAccount(generatePrivateKey()).address
const delegate = privateKeyToAccount(generatePrivateKey()).address
const recipient = privateKeyToAccount(generatePrivateKey()).address
const domain = { chainId: 31337, delegationManager: devnetSmartAccount.delegationManager }

async function signed() {
  const unsigned = {
    delegate,
    delegator,
    authority: rootAuthority,
    caveats: permissionCaveats(devnetSmartAccount.enforcers, {
      allowance: parseEther('1'),
      expiry: 2_000_000_000,
    }),
    salt: 42n,
  }
  return { ...unsigned, signature: await owner.signTypedData(delegationTypedData(unsigned, domain)) }
}

test("a delegation's typed data recovers to the key that signed it, on its network and manager only", async () => {
  const delegation = await signed()
  const recover = (parameters: typeof domain) =>
    recoverTypedDataAddress({
      ...delegationTypedData(delegation, parameters),
      signature: delegation.signature,
    })
  expect(isAddressEqual(await recover(domain), owner.address)).toBe(true)
  expect(isAddressEqual(await recover({ ...domain, chainId: 1 }), owner.address)).toBe(false)
  expect(isAddressEqual(await recover({ ...domain, delegationManager: delegate }), owner.address)).toBe(false)
})

test('a redemption carries the delegation as the context of each call, one call per redemption', async () => {
  const delegation = await signed()
  const call = redeemDelegationCall(devnetSmartAccount.delegationManager, delegation, [
    { to: recipient, value: 1n },
    { to: recipient, value: 2n },
  ])
  expect(call.to).toBe(devnetSmartAccount.delegationManager)
  const contexts = redeemedPermissionContexts(call.data)
  expect(contexts).toEqual([encodePermissionContext([delegation]), encodePermissionContext([delegation])])
  expect(decodePermissionContext(contexts?.[0] ?? '0x')).toEqual([delegation])
  // Other call data is no redemption, and other bytes no context.
  expect(redeemedPermissionContexts(disableDelegationCall(delegation).data)).toBeUndefined()
  expect(decodePermissionContext('0x1234')).toBeUndefined()
})

test('disabling a delegation is its delegator’s own call', async () => {
  const delegation = await signed()
  expect(disableDelegationCall(delegation).to).toBe(delegator)
})
