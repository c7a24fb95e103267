import type { Address, Hex } from 'viem'
import { restorePermissions, type SessionPermission, storablePermissions } from '../sessionPermissions.js'
import { loadPermissions, storePermissions, withOriginLock } from '../storage.js'
import type { FrameState } from './frameState.js'

/**
 * Runs `change` on the ERC-7715 permissions the key at `owner` granted, by context, read afresh from this device
 * and written back unless `change` throws, under a lock of the frame's origin: two tabs, each with its frame,
 * never both spend what is left of one permission. The frame checks their limits before the session key signs, so a
 * refusal is immediate and says why; the delegation's caveats enforce the same limits on chain. Kept on this
 * device, sealed under the device key, with what each has spent and its session key, so a reload of the frame keeps
 * them; signing out deletes them.
 */
export function withPermissions<T>(
  state: FrameState,
  owner: Address,
  change: (granted: Map<Hex, SessionPermission>) => T,
): Promise<T> {
  return withOriginLock(state.own(`permissions:${owner.toLowerCase()}`), async () => {
    const stored = await loadPermissions<ReturnType<typeof storablePermissions>[number]>(
      state.projectId,
      owner,
    )
    const granted = new Map(restorePermissions(stored).map((permission) => [permission.context, permission]))
    const result = change(granted)
    await storePermissions(state.projectId, owner, storablePermissions(granted.values()))
    return result
  })
}
