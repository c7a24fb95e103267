import { type DevnetChain, toViemChain } from '@latch/devnet'
import { createWalletClient, type Hex, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * A viem wallet on a devnet chain whose `mined()` waits for a transaction's receipt: anvil may answer
 * eth_sendTransaction before the block is visible to eth_blockNumber on a busy machine.
 *
 * @example
 * const wallet = createTestWallet(devnet.chains[0], key)
 * await wallet.mined(wallet.sendTransaction({ to, value: 1n }))
 */
export function createTestWallet(chain: DevnetChain, privateKey: Hex) {
  const client = createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl),
  }).extend(publicActions)
  return Object.assign(client, {
    async mined(hash: Promise<Hex>): Promise<Hex> {
      const receipt = await client.waitForTransactionReceipt({ hash: await hash, pollingInterval: 10 })
      return receipt.transactionHash
    },
  })
}
