import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { findFreePort } from '@latch/devnet'
import { chainOf, expect, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { fundedAccount, installStackWallet, testWalletId } from '../wallets.js'

const exampleRoot = fileURLToPath(new URL('../../examples/nextjs', import.meta.url))

/** examples/nextjs, built by the global setup, served by `next start` with the stack's config. */
async function startNext(config: unknown): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await findFreePort('127.0.0.1')
  const child: ChildProcess = spawn(
    process.execPath,
    [
      fileURLToPath(import.meta.resolve('next/dist/bin/next')),
      'start',
      '-p',
      String(port),
      '-H',
      '127.0.0.1',
    ],
    {
      cwd: exampleRoot,
      env: { ...process.env, LATCH_PAGE_CONFIG: JSON.stringify(config), NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`next start exited with ${code}`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready')) resolve()
    })
  })
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill()
      }),
  }
}

test('Next.js App Router: server-rendered without a warning, the account from the cookie on the first paint', async ({
  page,
  stack,
}) => {
  const next = await startNext(stack.config)
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  try {
    const { rpcUrl } = chainOf(stack, 31337)
    const holder = await fundedAccount(rpcUrl, { eth: '1' })
    await installStackWallet(page, stack, { privateKey: holder.privateKey })
    const modal = new ModalPage(page)

    // A first visit: nothing stored, the server renders the visitor as disconnected, and so does the browser.
    const first = await page.request.get(next.url)
    expect(await first.text()).toContain('data-testid="status">disconnected<')
    await page.goto(next.url)
    await expect(page.getByTestId('status')).toHaveText('disconnected')

    await modal.connect(testWalletId)
    await expect(page.getByTestId('connected')).toHaveText('true')
    await expect(page.getByTestId('address')).toHaveText(holder.address)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'latch.store.latch-dev')
    expect(cookie?.sameSite).toBe('Lax')

    // The next request carries the cookie: the server's HTML already names the account, being restored.
    const html = await (await page.request.get(next.url)).text()
    expect(html).toContain(`data-testid="address">${holder.address}<`)
    expect(html).toContain('data-testid="status">reconnecting<')

    // The browser's first render matches it (React reports any mismatch as an error), then the wallet answers.
    await page.reload()
    await expect(page.getByTestId('connected')).toHaveText('true')
    await expect(page.getByTestId('address')).toHaveText(holder.address)

    // The modal works: disconnect from Account, and the cookie no longer names the account.
    await page.getByRole('button', { name: `Account ${holder.address}` }).click()
    await modal.view('Account').getByTestId('account-disconnect').click()
    await expect(page.getByTestId('status')).toHaveText('disconnected')
    const after = await (await page.request.get(next.url)).text()
    expect(after).toContain('data-testid="status">disconnected<')
    expect(after).not.toContain(holder.address)
    expect(problems).toEqual([])
  } finally {
    await next.stop()
  }
})
