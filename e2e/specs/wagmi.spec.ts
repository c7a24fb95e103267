import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveDemo } from '@latch/demo/serve'
import { type Address, type Hex, parseUnits, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { chainOf, expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import {
  fundedAccount,
  installStackWallet,
  rpc,
  testWalletId,
  tokenBalance,
  waitForReceipt,
} from '../wallets.js'

const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const

// The same page on each wagmi major @latch/wagmi takes: examples/wagmi on wagmi 3, examples/wagmi2 on wagmi 2.
const examples = [
  { major: 3, dist: fileURLToPath(new URL('../../examples/wagmi/dist', import.meta.url)) },
  { major: 2, dist: fileURLToPath(new URL('../../examples/wagmi2/dist', import.meta.url)) },
]

/**
 * The versions of `wagmi` and `@wagmi/core` a build holds, from the version constants each puts in its errors
 * (`wagmi@${version}`): a second copy of wagmi, say the root's wagmi 3 reached from `@latch/wagmi`'s sources in
 * the wagmi 2 example, shows up as a second version.
 */
function wagmiVersionsIn(dist: string): string[] {
  const assets = join(dist, 'assets')
  const found = new Set<string>()
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(assets, file), 'utf8')
    for (const match of code.matchAll(/`(\d+\.\d+\.\d+)`,[\w$]+=\(\)=>`((?:@wagmi\/core)|wagmi)@\$\{/g))
      found.add(`${match[2]}@${match[1]}`)
  }
  return [...found].sort()
}

for (const { major, dist } of examples)
  test(`wagmi ${major}’s hooks act on the wallet connected in the Latch modal, and each side follows the other`, async ({
    page,
    stack,
  }) => {
    // One wagmi and one @wagmi/core in the build, both of the major under test.
    const versions = wagmiVersionsIn(dist)
    expect(versions.map((v) => v.replace(/@\d+\.\d+\.\d+$/, ''))).toEqual(['@wagmi/core', 'wagmi'])
    for (const version of versions) expect(version).toMatch(new RegExp(`@${major}\\.`))
    // The example, built by the global setup, served with the stack's config like the demo.
    const example = await serveDemo({ port: 0, config: stack.config, dist })
    try {
      const { rpcUrl } = chainOf(stack, 31337)
      const holder = await fundedAccount(rpcUrl, {
        eth: '2',
        tokens: [{ token: usdc, amount: parseUnits('10', 6) }],
      })
      const wallet = await installStackWallet(page, stack, { privateKey: holder.privateKey })
      const modal = new ModalPage(page)
      await page.goto(example.url)
      // The page runs the major under test (its `version` export).
      await expect(page.getByTestId('wagmi-version')).toHaveText(new RegExp(`^${major}\\.\\d+\\.\\d+$`))
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')

      // Connect through the Latch modal: wagmi's useConnection (wagmi 2's useAccount), useChainId and useBalance follow.
      await modal.connect(testWalletId)
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      await expect(page.getByTestId('wagmi-address')).toHaveText(holder.address)
      await expect(page.getByTestId('wagmi-chain')).toHaveText('31337')
      const wei = BigInt(await rpc<Hex>(rpcUrl, 'eth_getBalance', [holder.address, 'latest']))
      await expect(page.getByTestId('wagmi-balance')).toHaveText(wei.toString())

      // useSignMessage signs through the connected wallet; the signature verifies for its address.
      await page.getByRole('button', { name: 'Sign with wagmi' }).click()
      await expect(page.getByTestId('wagmi-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
      const signature = (await page.getByTestId('wagmi-signature').textContent()) as Hex
      expect(await verifyMessage({ address: holder.address, message: 'Hello from wagmi', signature })).toBe(
        true,
      )

      // useWriteContract sends a real ERC-20 transfer on the devnet.
      const receiver = privateKeyToAccount(generatePrivateKey()).address
      await page.getByTestId('usdc-to').fill(receiver)
      await page.getByRole('button', { name: 'Write with wagmi' }).click()
      await expect(page.getByTestId('wagmi-tx')).toHaveText(/^0x[0-9a-f]{64}$/)
      const hash = (await page.getByTestId('wagmi-tx').textContent()) as Hex
      expect((await waitForReceipt(rpcUrl, hash)).status).toBe('0x1')
      expect(await tokenBalance(rpcUrl, usdc, receiver as Address)).toBe(parseUnits('1', 6))

      // useSwitchChain switches through Latch: the wallet, Latch's network button and wagmi agree.
      await page.getByTestId('wagmi-switch-31338').click()
      await expect(page.getByTestId('wagmi-chain')).toHaveText('31338')
      await expect(modal.networkButton).toContainText(chainOf(stack, 31338).name)
      expect(wallet.chainId).toBe(31338)

      // A switch in the Latch modal reaches wagmi.
      await modal.networkButton.click()
      await page.getByTestId('network-option-eip155:31337').click()
      await expect(page.getByTestId('wagmi-chain')).toHaveText('31337')

      // A reload reconnects both; a disconnect in the Latch modal disconnects wagmi.
      await page.reload()
      await expect(page.getByTestId('wagmi-status')).toHaveText('connected')
      await expect(page.getByTestId('wagmi-address')).toHaveText(holder.address)
      // The ConnectButton shows the account once connected.
      await page.getByRole('button', { name: `Account ${holder.address}` }).click()
      await modal.view('Account').getByTestId('account-disconnect').click()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
    } finally {
      await example.stop()
    }
  })
