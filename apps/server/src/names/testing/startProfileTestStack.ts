import { type Devnet, startDevnet } from '@latch/devnet'
import { createChainRegistry } from '../../chains/createChainRegistry.js'
import { createProfileTestApp, type ProfileTestApp } from './createProfileTestApp.js'

export type ProfileTestStack = { devnet: Devnet; test: ProfileTestApp; close(): Promise<void> }

/** A devnet chain (31337, with the ERC-1271 SmartWallet) and the profile routes verifying signatures on it. */
export async function startProfileTestStack(): Promise<ProfileTestStack> {
  const devnet = await startDevnet({ chainIds: [31337] })
  const chains = createChainRegistry(
    devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrls: [chain.rpcUrl] })),
  )
  const test = await createProfileTestApp({ chains })
  return {
    devnet,
    test,
    async close() {
      await test.close()
      await devnet.stop()
    },
  }
}
