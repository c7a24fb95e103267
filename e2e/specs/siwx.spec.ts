import type { Latch, SIWXConfig } from '@latch/core'
import { formatSiwxMessage } from '@latch/evm/siwx'
import { anvilAccounts } from '@latch/testing'
import type { WalletConnectTestWallet } from '@latch/testing/walletconnect'
import type { Page } from '@playwright/test'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, type Stack, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'
import { createStackWalletConnectWallet, openQr, prepareWalletConnectPage } from '../walletConnect.js'
import { devnetSmartWallet, installStackWallet, testWalletId } from '../wallets.js'

const requiredServer = '?siwx=server&siwxRequired=1'

async function connectFor(page: Page, stack: Stack, flags: string) {
  const modal = new ModalPage(page)
  await page.goto(`${stack.demo.url}/${flags}`)
  await modal.connect(testWalletId)
  await expect(modal.state('status')).toHaveText('connected')
  return modal
}

test.describe('sign in with X (required, server-backed)', () => {
  test('the browser wallet signs in, the modal cannot be closed before, and the session survives a reload', async ({
    page,
    stack,
  }) => {
    const wallet = await installStackWallet(page, stack, { privateKey: generatePrivateKey() })
    wallet.on('personal_sign', { delay: 800, answer: 'approve' })
    const modal = await connectFor(page, stack, requiredServer)
    const sign = modal.view('SIWXSignMessage')
    await expect(sign).toBeVisible()
    await expect(sign).toContainText('Latch Lab needs to connect to your wallet')

    // Required: neither the close button nor Escape leave the sign view without a session.
    await page.getByTestId('modal-close').click()
    await page.keyboard.press('Escape')
    await expect(sign).toBeVisible()
    await expect(modal.state('modalOpen')).toHaveText('true')

    await sign.getByTestId('siwx-sign').click()
    await expect(sign.getByTestId('siwx-sign')).toHaveText('Authenticating...')
    await expect(modal.state('siwxSession')).toHaveText(`eip155:31337:${wallet.address}`)
    await expect(modal.state('modalOpen')).toHaveText('false')
    const signed = wallet.requests.find((r) => r.method === 'personal_sign')
    const text = Buffer.from(String((signed?.params as string[] | undefined)?.[0]).slice(2), 'hex').toString()
    expect(text).toContain(`${new URL(stack.demo.url).host} wants you to sign in with your Ethereum account:`)
    expect(text).toContain('Sign in to Latch Lab')
    expect(text).toMatch(/Nonce: [0-9a-f]{32}/)

    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('siwxSession')).toHaveText(`eip155:31337:${wallet.address}`)
    await expect(modal.state('modalOpen')).toHaveText('false')
    expect(wallet.requests.filter((r) => r.method === 'personal_sign')).toHaveLength(1)
  })

  test('the ERC-1271 contract wallet signs in through its owner and stays signed in after a reload', async ({
    page,
    stack,
  }) => {
    await installStackWallet(page, stack, {
      smartAccount: { address: devnetSmartWallet, owner: anvilAccounts[1].privateKey },
    })
    const modal = await connectFor(page, stack, requiredServer)
    await expect(modal.state('address')).toHaveText(devnetSmartWallet)
    await modal.view('SIWXSignMessage').getByTestId('siwx-sign').click()
    await expect(modal.state('siwxSession')).toHaveText(`eip155:31337:${devnetSmartWallet}`)
    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('siwxSession')).toHaveText(`eip155:31337:${devnetSmartWallet}`)
    await expect(modal.state('modalOpen')).toHaveText('false')
  })

  test('a contract wallet whose signature is refused sees the smart-account text', async ({
    page,
    stack,
  }) => {
    // Anvil account #2 does not own the SmartWallet: the contract rejects its signatures.
    await installStackWallet(page, stack, {
      smartAccount: { address: devnetSmartWallet, owner: anvilAccounts[2].privateKey },
    })
    const modal = await connectFor(page, stack, requiredServer)
    await modal.view('SIWXSignMessage').getByTestId('siwx-sign').click()
    await expect(page.getByTestId('alert-title')).toHaveText(
      'This application might not support Smart Accounts',
    )
    await expect(modal.view('SIWXSignMessage')).toBeVisible()
    await expect(modal.state('siwxSession')).toHaveText('')
  })

  test('a declined signature shows the sign view again; the next try signs in', async ({ page, stack }) => {
    const wallet = await installStackWallet(page, stack, { privateKey: generatePrivateKey() })
    wallet.on('personal_sign', 'reject')
    const modal = await connectFor(page, stack, requiredServer)
    const sign = modal.view('SIWXSignMessage')
    await sign.getByTestId('siwx-sign').click()
    await expect(page.getByTestId('alert-title')).toHaveText('Signature declined')
    await expect(sign).toBeVisible()
    await expect(sign.getByTestId('siwx-sign')).toHaveText('Sign')
    await expect(modal.state('status')).toHaveText('connected')

    wallet.on('personal_sign', 'approve')
    await sign.getByTestId('siwx-sign').click()
    await expect(modal.state('siwxSession')).toHaveText(`eip155:31337:${wallet.address}`)
  })

  test('cancelling disconnects', async ({ page, stack }) => {
    await installStackWallet(page, stack, { privateKey: generatePrivateKey() })
    const modal = await connectFor(page, stack, requiredServer)
    await modal.view('SIWXSignMessage').getByTestId('siwx-cancel').click()
    await expect(modal.state('status')).toHaveText('disconnected')
    await expect(modal.state('modalOpen')).toHaveText('false')
    await expect(modal.connectButton).toBeVisible()
  })

  test('no nonce from the server: the visitor is told, disconnected, and back on Connect', async ({
    page,
    stack,
  }) => {
    await installStackWallet(page, stack, { privateKey: generatePrivateKey() })
    const modal = await connectFor(page, stack, requiredServer)
    // The one failure a test has to arrange: the server refusing nonces (as an overloaded one would).
    await page.route('**/v1/siwx/nonce*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"code":"BUSY","message":"busy"}',
      }),
    )
    await modal.view('SIWXSignMessage').getByTestId('siwx-sign').click()
    await expect(page.getByTestId('alert-title')).toHaveText(
      'A problem occurred while trying initialize authentication',
    )
    await expect(modal.state('status')).toHaveText('disconnected')
    await expect(modal.view('Connect')).toBeVisible()
  })
})

const remoteWallets: WalletConnectTestWallet[] = []

async function createRemoteWallet(stack: Stack): Promise<WalletConnectTestWallet> {
  const wallet = await createStackWalletConnectWallet(stack, generatePrivateKey())
  remoteWallets.push(wallet)
  return wallet
}

test.describe('sign in with X through WalletConnect', () => {
  test.afterEach(async () => {
    await Promise.all(remoteWallets.splice(0).map((wallet) => wallet.close()))
  })

  test('one-click: pairing and sign-in are one approval, the server verifies the CACAO, a reload keeps it', async ({
    page,
    stack,
  }) => {
    const wallet = await createRemoteWallet(stack)
    await prepareWalletConnectPage(page)
    // The server's answer waits a moment, long enough to see the wait for the verified session.
    await page.route('**/v1/siwx/sessions/cacao*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.continue()
    })
    const modal = new ModalPage(page)
    await page.goto(`${stack.demo.url}/${requiredServer}`)
    const answered = await wallet.pair(await openQr(modal))
    expect(answered).toMatchObject({ method: 'session_authenticate', outcome: 'approved' })

    const siwe = modal.view('ConnectingSiwe')
    await expect(siwe).toBeVisible()
    await expect(siwe.getByTestId('siwe-status')).toHaveText('Authenticating...')
    await expect(modal.state('siwxSession')).toHaveText(`eip155:31337:${wallet.address}`)
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('address')).toHaveText(wallet.address)
    await expect(modal.state('modalOpen')).toHaveText('false')
    // One request reached the wallet: no proposal, no second signature.
    expect(wallet.requests.map((request) => request.method)).toEqual(['session_authenticate'])
    const signed = (answered.result as { message: string }).message
    expect(signed).toContain(
      `${new URL(stack.demo.url).host} wants you to sign in with your Ethereum account:`,
    )
    expect(signed).toContain(
      'I further authorize the stated URI to perform the following actions on my behalf',
    )

    // The server holds the session: read back with the token the page keeps, it is the text the wallet signed.
    const held = () =>
      page.evaluate(async (address) => {
        const siwx = (window as unknown as { latch: Latch }).latch.config.siwx as SIWXConfig
        return siwx.getSessions('eip155:31337', address)
      }, wallet.address)
    expect((await held()).map((session) => session.message)).toEqual([signed])

    await page.reload()
    await expect(modal.state('status')).toHaveText('connected')
    await expect(modal.state('siwxSession')).toHaveText(`eip155:31337:${wallet.address}`)
    await expect(modal.state('modalOpen')).toHaveText('false')
    expect((await held()).map((session) => session.message)).toEqual([signed])
    expect(wallet.requests.map((request) => request.method)).toEqual(['session_authenticate'])

    // The wallet signed for each chain of the session: on the second chain the visitor is signed in already.
    await modal.networkButton.click()
    await page.getByTestId('network-option-eip155:31338').click()
    await expect(modal.state('chainId')).toHaveText('31338')
    await expect(modal.state('siwxSession')).toHaveText(`eip155:31338:${wallet.address}`)
    await expect(modal.view('SIWXSignMessage')).toHaveCount(0)
    const onSecond = await page.evaluate(async (address) => {
      const siwx = (window as unknown as { latch: Latch }).latch.config.siwx as SIWXConfig
      return siwx.getSessions('eip155:31338', address)
    }, wallet.address)
    expect(onSecond.map((session) => session.message)).toEqual([
      signed.replace('Chain ID: 31337', 'Chain ID: 31338'),
    ])
    expect(wallet.requests.map((request) => request.method)).toEqual(['session_authenticate'])
  })

  test('one-click declined in the wallet: the sign-in text, no session and no connection', async ({
    page,
    stack,
  }) => {
    const wallet = await createRemoteWallet(stack)
    wallet.on('session_authenticate', 'reject')
    await prepareWalletConnectPage(page)
    const modal = new ModalPage(page)
    await page.goto(`${stack.demo.url}/${requiredServer}`)
    const answered = await wallet.pair(await openQr(modal))
    expect(answered).toMatchObject({ method: 'session_authenticate', outcome: 'rejected' })

    await expect(page.getByTestId('alert-title')).toHaveText('Signature declined')
    await expect(modal.view('ConnectingWalletConnectBasic').getByTestId('connecting-retry')).toBeVisible()
    await expect(modal.state('status')).toHaveText('disconnected')
    await expect(modal.state('siwxSession')).toHaveText('')
    expect(wallet.sessions).toHaveLength(0)
    expect(wallet.requests.map((request) => request.method)).toEqual(['session_authenticate'])
    // The visitor's refusal, not a failure to connect.
    await expect(modal.state('events')).toContainText('USER_REJECTED')
    await expect(modal.state('events')).not.toContainText('CONNECT_ERROR')
  })

  test('a wallet without one-click sign-in pairs, then signs the message over the relay', async ({
    page,
    stack,
  }) => {
    const wallet = await createRemoteWallet(stack)
    // A wallet that does not handle authenticate answers the session proposal WalletConnect sends beside it.
    wallet.client.events.removeAllListeners('session_authenticate')
    await prepareWalletConnectPage(page)
    const modal = new ModalPage(page)
    await page.goto(`${stack.demo.url}/${requiredServer}`)
    const answered = await wallet.pair(await openQr(modal))
    expect(answered).toMatchObject({ method: 'session_proposal', outcome: 'approved' })
    await expect(modal.state('status')).toHaveText('connected')

    await modal.view('SIWXSignMessage').getByTestId('siwx-sign').click()
    await expect(modal.state('siwxSession')).toHaveText(`eip155:31337:${wallet.address}`)
    await expect(modal.state('modalOpen')).toHaveText('false')
    expect(wallet.requests.map((request) => request.method)).toEqual(['session_proposal', 'personal_sign'])
  })
})

test.describe('sign in with X (optional, local)', () => {
  test('the sign view can be closed without signing; signing stores a session in the browser', async ({
    page,
    stack,
  }) => {
    const wallet = await installStackWallet(page, stack, { privateKey: generatePrivateKey() })
    const modal = await connectFor(page, stack, '?siwx=local')
    await expect(modal.view('SIWXSignMessage')).toBeVisible()
    await page.getByTestId('modal-close').click()
    await expect(modal.state('modalOpen')).toHaveText('false')
    await expect(modal.state('status')).toHaveText('connected')

    // After a reload the check runs again and asks once more; this time the visitor signs.
    await page.reload()
    await expect(modal.view('SIWXSignMessage')).toBeVisible()
    await modal.view('SIWXSignMessage').getByTestId('siwx-sign').click()
    await expect(modal.state('siwxSession')).toHaveText(`eip155:31337:${wallet.address}`)
    await page.reload()
    await expect(modal.state('siwxSession')).toHaveText(`eip155:31337:${wallet.address}`)
    await expect(modal.state('modalOpen')).toHaveText('false')
  })
})

test.describe('the server-backed configuration refuses forged sessions', () => {
  test('a replayed signature, an expired message, a wrong domain and another signer are each rejected', async ({
    page,
    stack,
  }) => {
    await page.goto(`${stack.demo.url}/?siwx=server`)
    // The demo loads the sign-in configuration on demand; the instance exists once it has arrived.
    await page.waitForFunction(() => Boolean((window as unknown as { latch?: Latch }).latch?.config.siwx))
    const account = privateKeyToAccount(generatePrivateKey())
    const other = privateKeyToAccount(generatePrivateKey())

    type Data = Parameters<typeof formatSiwxMessage>[0]
    const createData = (address: Address) =>
      page.evaluate(async (accountAddress) => {
        const siwx = (window as unknown as { latch: Latch }).latch.config.siwx as SIWXConfig
        const message = await siwx.createMessage({ chainId: 'eip155:31337', accountAddress })
        const { toString: _text, ...data } = message
        return data as Data
      }, address)
    const addSession = (session: { data: Data; message: string; signature: string }) =>
      page.evaluate(async (s) => {
        const siwx = (window as unknown as { latch: Latch }).latch.config.siwx as SIWXConfig
        return siwx.addSession(s).then(
          () => 'stored',
          (error: Error) => error.message,
        )
      }, session)
    const signed = async (data: Data, signer = account) => {
      const message = formatSiwxMessage(data)
      return { data, message, signature: await signer.signMessage({ message }) }
    }

    const valid = await signed(await createData(account.address))
    expect(await addSession(valid)).toBe('stored')
    expect(await addSession(valid)).toBe(
      'The nonce was not issued for this project, has expired or was already used; request a new one',
    )

    const fresh = await createData(account.address)
    const expired = await signed({
      ...fresh,
      issuedAt: new Date(Date.now() - 120_000).toISOString(),
      expirationTime: new Date(Date.now() - 1_000).toISOString(),
    })
    expect(await addSession(expired)).toBe('The sign-in message has expired; sign in again')

    const wrongDomain = await signed({ ...(await createData(account.address)), domain: 'shop.example.com' })
    expect(await addSession(wrongDomain)).toBe(
      `The message signs in to shop.example.com, but the request comes from ${new URL(stack.demo.url).host}`,
    )

    const byOther = await signed(await createData(account.address), other)
    expect(await addSession(byOther)).toBe(`The signature was not made by ${account.address}`)

    // Only the one valid session exists for the account.
    const sessions = await page.evaluate(async (address) => {
      const siwx = (window as unknown as { latch: Latch }).latch.config.siwx as SIWXConfig
      return siwx.getSessions('eip155:31337', address)
    }, account.address)
    expect(sessions).toEqual([{ data: valid.data, message: valid.message, signature: valid.signature }])
  })
})
