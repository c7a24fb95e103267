import { type DevnetChain, devnetAccounts, devnetSafe, toViemChain } from '@latch/devnet'
import { toSafeSmartAccount } from 'permissionless/accounts'
import { createPublicClient, createWalletClient, http } from 'viem'
import { entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { at } from './at.js'

/**
 * A Safe smart account (v1.4.1 with the Safe4337Module v0.3.0, the most used contract wallet) for a fresh key,
 * undeployed on `chain`; `deploy()` creates it with its factory call, sent by a funded test account, as the
 * EntryPoint would on its first UserOperation.
 */
export async function createDevnetSafe(chain: DevnetChain) {
  const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
  const account = await toSafeSmartAccount({
    client,
    owners: [privateKeyToAccount(generatePrivateKey())],
    version: '1.4.1',
    ...devnetSafe,
    entryPoint: { address: entryPoint07Address, version: '0.7' },
  })
  return {
    account,
    async deploy() {
      const { factory, factoryData } = await account.getFactoryArgs()
      if (!factory || !factoryData) throw new Error(`${account.address} is already deployed`)
      const sender = createWalletClient({
        account: privateKeyToAccount(at(devnetAccounts, 9).privateKey),
        chain: toViemChain(chain),
        transport: http(chain.rpcUrl),
      })
      const hash = await sender.sendTransaction({ to: factory, data: factoryData })
      await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      if (!(await account.isDeployed())) throw new Error(`${account.address} was not deployed`)
    },
  }
}
