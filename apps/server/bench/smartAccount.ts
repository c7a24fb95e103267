// Smart-account benchmark: the real local stack with a bundler per chain behind the server's /v1/bundler.
// 1. bundler accepts → mined: a signed, sponsored UserOperation of a new account (its first: it deploys the
//    account) from eth_sendUserOperation sent through the server to its receipt (Node, viem over HTTP);
// 2. approval click → mined, first send of an undeployed account: in headless Chromium, an e-mail visitor's
//    smart account sends 0.001 ETH with the demo's "send transaction"; from the trusted click on Approve inside the
//    frame (timed in the frame) to the page showing the transaction hash, which eth_sendTransaction answers once
//    the UserOperation is mined (timed in the page, on the same epoch clock);
// 3. send under a permission → mined: the same visitor grants the demo's ERC-7715 permission (approved once),
//    then the demo's "send with permission" goes with no prompt: from the click to the recipient's balance
//    showing the 0.001 ETH on chain (both timed in Node), through the session account's UserOperation that
//    redeems the smart account's delegation.
// Prints every run and the medians, and exits non-zero when a median misses its bar.
//
//   npm run bench:smart-account     (RUNS=5; SKIP_BUILD=1 reuses the last builds of the demo and the frame)

import { execFileSync } from 'node:child_process'
import { devnetContracts, toViemChain } from '@latch/devnet'
import { createEmailWallet, freshEmail, walletFrame } from '@latch/e2e/email'
import { ModalPage } from '@latch/e2e/pages/modal'
import { startStack } from '@latch/e2e/stack'
import { fundAddress } from '@latch/e2e/wallets'
import { chromiumLaunchOptions } from '@latch/testing'
import { chromium } from '@playwright/test'
import { type Address, createPublicClient, erc20Abi, http } from 'viem'
import { entryPoint07Address, formatUserOperationRequest } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createDevnetSafe } from '../src/testing/createDevnetSafe.js'
import { createServerBundlerClient } from '../src/testing/createServerBundlerClient.js'

const runs = Number(process.env.RUNS ?? 5)
/** The middle run (the upper one of an even count); failed runs (NaN) do not count. */
const median = (values: number[]) =>
  values.filter(Number.isFinite).sort((a, b) => a - b)[values.filter(Number.isFinite).length >> 1] ??
  Number.NaN
const figures = {
  mined: { name: 'bundler accepts a UserOperation → mined', bar: 2000 },
  click: { name: 'approval click → mined, first send (deploys)', bar: 3000 },
  permission: { name: 'send under a permission (no prompt) → mined', bar: 3000 },
} as const

/** The demo's DEMO_RECIPIENT: its sends under a permission pay it. */
const demoRecipient: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

if (process.env.SKIP_BUILD !== '1') {
  console.log('building the demo and the frame')
  for (const workspace of ['@latch/demo', '@latch/frame'])
    execFileSync('npm', ['run', 'build', '-w', workspace], { stdio: 'ignore' })
}
const stack = await startStack({ smartAccounts: true })
const chain = stack.devnet.chains.find((c) => c.chainId === 31337)
const rpcUrl = chain?.rpcUrl ?? ''
if (!chain) throw new Error('no chain 31337')
const devnetChain = chain
const client = createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
// A Safe is none of the project's embedded wallets: the project's own server has it sponsored, with its secret key.
const transport = http(`${stack.server.url}/v1/bundler?chainId=eip155:31337&projectId=latch-dev`, {
  fetchOptions: { headers: { 'X-Latch-Secret-Key': stack.secretKey ?? '' } },
})

async function bundlerToMined(): Promise<number> {
  const { account } = await createDevnetSafe(devnetChain)
  const bundler = createServerBundlerClient({ account, client, transport })
  const spender = privateKeyToAccount(generatePrivateKey()).address
  const prepared = await bundler.prepareUserOperation({
    account,
    calls: [{ to: devnetContracts.usdc, abi: erc20Abi, functionName: 'approve', args: [spender, 1n] }],
  })
  const signature = await account.signUserOperation(prepared)
  const started = performance.now()
  // The signed operation as is: eth_sendUserOperation alone (sendUserOperation would prepare it again).
  const hash = await bundler.request({
    method: 'eth_sendUserOperation',
    params: [formatUserOperationRequest({ ...prepared, signature }), entryPoint07Address],
  })
  const receipt = await bundler.waitForUserOperationReceipt({ hash, pollingInterval: 20 })
  const elapsed = performance.now() - started
  if (!receipt.success) throw new Error('the UserOperation reverted')
  return elapsed
}

const browser = await chromium.launch(chromiumLaunchOptions)
async function clickToMined(): Promise<{ click: number; permission: number }> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    // Plain script text: a compiled function could carry the compiler's helpers into the page.
    await page.addInitScript({
      content: `(() => {
        const now = () => performance.timeOrigin + performance.now()
        const marks = (window.__bench = {})
        if (location.origin === ${JSON.stringify(stack.frame.origin)}) {
          addEventListener('click', (event) => {
            if (event.isTrusted && event.target?.closest?.('[data-testid="approve"]')) marks.approved ??= now()
          }, true)
          return
        }
        new MutationObserver(() => {
          const text = document.querySelector('[data-testid="state-txHash"]')?.textContent ?? ''
          if (/^0x[0-9a-f]{64}$/.test(text)) marks.mined ??= now()
        }).observe(document, { subtree: true, childList: true, characterData: true })
      })()`,
    })
    await page.goto(`${stack.demo.url}/?networks=31337&smartSessions=1`)
    const modal = new ModalPage(page)
    const address = (await createEmailWallet(
      page,
      stack,
      freshEmail('bench'),
      'correct horse battery staple',
    )) as Address
    if ((await client.getCode({ address })) !== undefined) throw new Error('the account is already deployed')
    await fundAddress(rpcUrl, address, { eth: '1' })
    await page.getByTestId('send-transaction').click()
    await walletFrame(page).getByTestId('approve').click()
    await modal
      .state('txHash')
      .filter({ hasText: /^0x[0-9a-f]{64}$/ })
      .waitFor({ timeout: 30_000 })
    // The frame's mark, from whichever of the page's frames is the wallet's document.
    let approved: number | undefined
    for (const frame of page.frames()) {
      approved ??= await frame
        .evaluate(() => (window as unknown as { __bench?: { approved?: number } }).__bench?.approved)
        .catch(() => undefined)
    }
    const mined = await page.evaluate(
      () => (window as unknown as { __bench: { mined?: number } }).__bench.mined,
    )
    if (!approved || !mined) throw new Error('a mark is missing')
    if ((await client.getCode({ address })) === undefined)
      throw new Error('the send did not deploy the account')

    await page.getByTestId('grant-permission').click()
    await walletFrame(page).getByTestId('approve').click()
    await modal
      .state('permissionContext')
      .filter({ hasText: /^0x[0-9a-f]{64}$/ })
      .waitFor({ timeout: 30_000 })
    const before = await client.getBalance({ address: demoRecipient })
    const clicked = performance.now()
    await page.getByTestId('send-with-permission').click()
    while ((await client.getBalance({ address: demoRecipient })) === before) {
      if (performance.now() - clicked > 30_000) throw new Error('the send under the permission was not mined')
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return { click: mined - approved, permission: performance.now() - clicked }
  } finally {
    await context.close()
  }
}

const samples = { mined: [] as number[], click: [] as number[], permission: [] as number[] }
for (let run = 0; run < runs; run++) {
  const mined = await bundlerToMined().catch((error: Error) => {
    console.log(`  bundler run failed: ${error.message}`)
    return Number.NaN
  })
  const { click, permission } = await clickToMined().catch((error: Error) => {
    console.log(`  browser run failed: ${error.message}`)
    return { click: Number.NaN, permission: Number.NaN }
  })
  samples.mined.push(mined)
  samples.click.push(click)
  samples.permission.push(permission)
  console.log(
    `run ${run + 1}/${runs}: bundler → mined ${mined.toFixed(0)} ms, approval click → mined ${click.toFixed(0)} ms, under a permission → mined ${permission.toFixed(0)} ms`,
  )
}
await browser.close()
await stack.stop()

console.log(`\nsmart accounts (alto bundler behind the server, sponsored), medians of ${runs} runs`)
const missed: string[] = []
for (const [key, { name, bar }] of Object.entries(figures) as [
  keyof typeof figures,
  (typeof figures)[keyof typeof figures],
][]) {
  const values = samples[key]
  const value = median(values)
  const ok = value < bar
  if (!ok) missed.push(name)
  console.log(
    `${name.padEnd(48)} ${Number.isFinite(value) ? value.toFixed(0).padStart(6) : '   n/a'} ms   (bar < ${bar} ms${ok ? '' : ', MISSED'}; runs ${values.map((v) => v.toFixed(0)).join(', ')})`,
  )
}
console.log(missed.length ? `\nmissed: ${missed.join(', ')}` : '\nevery figure met its bar')
process.exit(missed.length ? 1 : 0)
