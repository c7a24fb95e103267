import { legacyMessageHash } from '@latch/bitcoin'
import type { Latch, SIWXConfig, SIWXMessageData } from '@latch/core'
import { DEFAULT_DEMO_CSP, type DemoConfig, serveDemo } from '@latch/demo/serve'
import {
  bitcoinDevnetAccounts,
  type PolkadotChain,
  solanaDevnetAccounts,
  startPolkadotChain,
} from '@latch/devnet'
import { installBitcoinTestWallet } from '@latch/testing-bitcoin'
import { installPolkadotTestWallet } from '@latch/testing-polkadot'
import { installSolanaTestWallet } from '@latch/testing-solana'
import { secp256k1 } from '@noble/curves/secp256k1'
import type { Page } from '@playwright/test'
import { Keyring } from '@polkadot/keyring'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, mnemonicGenerate } from '@polkadot/util-crypto'
import { generateKeyPair, getBase58Decoder, signBytes } from '@solana/kit'
import { expect, type Stack, test } from '../fixtures.js'
import { ModalPage } from '../pages/modal.js'

// Sign-in on Solana, Bitcoin and Polkadot through the demo, each with its namespace's test wallet: the CAIP-122
// message signed as that wallet signs messages (ed25519 signMessage, BIP-322, signRaw) and verified by the
// server, required mode, a reload that keeps the session, and a session signed by another key refused.

type Namespace = {
  name: 'Solana' | 'Bitcoin' | 'Polkadot'
  caipNetworkId(stack: Stack): string
  /** Installs the namespace's test wallet; its name in the modal and the account it connects. */
  install(page: Page, stack: Stack): Promise<{ walletName: string; address: string }>
  /** A signature of `message` by a key that is not the account's, in the namespace's encoding. */
  forge(message: string): Promise<string>
}

let polkadot: PolkadotChain
let demo: { url: string; stop(): Promise<void> } | undefined

test.beforeAll(async ({ stack }) => {
  polkadot = await startPolkadotChain()
  const solana = stack.devnet.solana
  const bitcoin = stack.devnet.bitcoin
  if (!solana || !bitcoin) throw new Error('the stack started no Solana validator or Bitcoin regtest')
  const config: DemoConfig = {
    ...stack.config,
    solanaNetworks: [
      {
        reference: solana.caipNetworkId.slice('solana:'.length),
        name: 'Solana Local',
        rpcUrl: solana.rpcUrl,
        wsUrl: solana.wsUrl,
      },
    ],
    bitcoinNetworks: [{ esploraUrl: bitcoin.esploraUrl, name: 'Bitcoin Local' }],
    polkadotNetworks: [
      {
        genesisHash: polkadot.genesisHash,
        name: 'Polkadot Local',
        wsUrl: polkadot.wsUrl,
        symbol: polkadot.symbol,
        decimals: polkadot.decimals,
      },
    ],
  }
  // Polkadot's cryptography is WebAssembly: the page allows compiling it, and still no eval of JavaScript.
  const csp = DEFAULT_DEMO_CSP.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'")
  demo = await serveDemo({ port: 0, config, csp })
})
test.afterAll(async () => {
  await demo?.stop()
  await polkadot?.stop()
})

const base58 = getBase58Decoder()
const required = 'siwx=server&siwxRequired=1'

const namespaces: Namespace[] = [
  {
    name: 'Solana',
    caipNetworkId: (stack) => stack.devnet.solana?.caipNetworkId ?? '',
    async install(page, stack) {
      const wallet = await installSolanaTestWallet(page, {
        secretKeys: [solanaDevnetAccounts[3]?.secretKey ?? ''],
        chains: [{ chain: 'solana:localnet', rpcUrl: stack.devnet.solana?.rpcUrl ?? '' }],
      })
      return { walletName: 'Latch Solana Wallet', address: wallet.address }
    },
    async forge(message) {
      const keys = await generateKeyPair()
      return base58.decode(await signBytes(keys.privateKey, new TextEncoder().encode(message)))
    },
  },
  {
    name: 'Bitcoin',
    caipNetworkId: (stack) => stack.devnet.bitcoin?.caipNetworkId ?? '',
    async install(page) {
      const wallet = await installBitcoinTestWallet(page, {
        privateKey: bitcoinDevnetAccounts[3]?.privateKey ?? '',
      })
      return { walletName: 'Latch Bitcoin Wallet', address: wallet.payment }
    },
    // Another key in the legacy format, which the server accepts from the address's own key only.
    async forge(message) {
      const signed = secp256k1.sign(legacyMessageHash(message), secp256k1.utils.randomPrivateKey())
      const bytes = new Uint8Array([39 + (signed.recovery ?? 0), ...signed.toCompactRawBytes()])
      return Buffer.from(bytes).toString('base64')
    },
  },
  {
    name: 'Polkadot',
    caipNetworkId: () => polkadot.caipNetworkId,
    async install(page) {
      const wallet = await installPolkadotTestWallet(page, {
        uri: polkadot.accounts[3]?.uri ?? '',
        wsUrl: polkadot.wsUrl,
        ss58Format: polkadot.ss58Format,
      })
      return { walletName: 'latch-polkadot', address: wallet.address }
    },
    async forge(message) {
      await cryptoWaitReady()
      const pair = new Keyring({ type: 'sr25519' }).addFromUri(mnemonicGenerate())
      return u8aToHex(pair.sign(u8aWrapBytes(message)))
    },
  },
]

const sessionsOf = (page: Page, chainId: string, address: string) =>
  page.evaluate(
    async ([chain, account]) => {
      const siwx = (window as unknown as { latch: Latch }).latch.config.siwx as SIWXConfig
      return siwx.getSessions(chain as SIWXMessageData['chainId'], account as string)
    },
    [chainId, address],
  )

/** The namespace's test wallet installed and connected on its chain with the sign-in `flags`; the sign view open. */
async function connectWith(page: Page, stack: Stack, namespace: Namespace, flags: string) {
  const chainId = namespace.caipNetworkId(stack)
  const { walletName, address } = await namespace.install(page, stack)
  const modal = new ModalPage(page)
  await page.goto(`${demo?.url}/?networks=${chainId}&${flags}`)
  await modal.connect(walletName)
  await expect(modal.state('status')).toHaveText('connected')
  await expect(modal.view('SIWXSignMessage')).toBeVisible()
  return { chainId, address, modal }
}

for (const namespace of namespaces) {
  test.describe(`sign in with a ${namespace.name} account`, () => {
    test('required: signs the CAIP-122 message, the server keeps the session across a reload', async ({
      page,
      stack,
    }) => {
      const { chainId, address, modal } = await connectWith(page, stack, namespace, required)
      const sign = modal.view('SIWXSignMessage')
      // Required: Escape does not leave the sign view without a session.
      await page.keyboard.press('Escape')
      await expect(sign).toBeVisible()
      await expect(sign.getByTestId('siwx-sign')).toBeEnabled()
      await page.screenshot({ path: `/tmp/siwx-shots/${namespace.name}-desktop.png` })
      const desktop = page.viewportSize()
      await page.setViewportSize({ width: 390, height: 844 })
      await page.screenshot({ path: `/tmp/siwx-shots/${namespace.name}-390.png` })
      if (desktop) await page.setViewportSize(desktop)

      await sign.getByTestId('siwx-sign').click()
      await expect(modal.state('siwxSession')).toHaveText(`${chainId}:${address}`)
      await expect(modal.state('modalOpen')).toHaveText('false')
      const [session] = await sessionsOf(page, chainId, address)
      const lines = session?.message.split('\n') ?? []
      expect(lines.slice(0, 2)).toEqual([
        `${new URL(demo?.url ?? '').host} wants you to sign in with your ${namespace.name} account:`,
        address,
      ])
      expect(lines).toContain(`Chain ID: ${chainId}`)
      expect(lines).toContain('Sign in to Latch Lab')

      await page.reload()
      await expect(modal.state('status')).toHaveText('connected')
      await expect(modal.state('siwxSession')).toHaveText(`${chainId}:${address}`)
      await expect(modal.state('modalOpen')).toHaveText('false')
      await expect(modal.view('SIWXSignMessage')).toHaveCount(0)
    })

    test('required: cancelling disconnects; a session signed by another key is refused by the server', async ({
      page,
      stack,
    }) => {
      const { chainId, address, modal } = await connectWith(page, stack, namespace, required)
      await modal.view('SIWXSignMessage').getByTestId('siwx-cancel').click()
      await expect(modal.state('status')).toHaveText('disconnected')
      await expect(modal.connectButton).toBeVisible()

      // The page's own configuration makes a message with a nonce from the server; another key signs it.
      const message = await page.evaluate(
        async ([chain, account]) => {
          const siwx = (window as unknown as { latch: Latch }).latch.config.siwx as SIWXConfig
          const made = await siwx.createMessage({
            chainId: chain as SIWXMessageData['chainId'],
            accountAddress: account as string,
          })
          const { toString: _text, ...data } = made
          return { data, text: made.toString() }
        },
        [chainId, address],
      )
      const forged = {
        data: message.data,
        message: message.text,
        signature: await namespace.forge(message.text),
      }
      const refused = await page.evaluate(async (session) => {
        const siwx = (window as unknown as { latch: Latch }).latch.config.siwx as SIWXConfig
        return siwx.addSession(session).then(
          () => 'stored',
          (error: Error) => error.message,
        )
      }, forged)
      expect(refused).toBe(`The signature was not made by ${address}`)
      expect(await sessionsOf(page, chainId, address)).toEqual([])
    })

    test('local: the browser verifies the signature itself and keeps the session across a reload', async ({
      page,
      stack,
    }) => {
      const { chainId, address, modal } = await connectWith(page, stack, namespace, 'siwx=local')
      await modal.view('SIWXSignMessage').getByTestId('siwx-sign').click()
      await expect(modal.state('siwxSession')).toHaveText(`${chainId}:${address}`)
      await page.reload()
      await expect(modal.state('status')).toHaveText('connected')
      await expect(modal.state('siwxSession')).toHaveText(`${chainId}:${address}`)
      await expect(modal.view('SIWXSignMessage')).toHaveCount(0)

      // A session planted in storage with another key's signature is not trusted.
      const [stored] = await sessionsOf(page, chainId, address)
      if (!stored) throw new Error('no stored session')
      const planted = { ...stored, signature: await namespace.forge(stored.message) }
      await page.evaluate(
        (session) => localStorage.setItem('latch.siwx.local', JSON.stringify([session])),
        planted,
      )
      expect(await sessionsOf(page, chainId, address)).toEqual([])
    })
  })
}
