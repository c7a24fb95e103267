import type { SiwxMessageData } from '@latch/api'
import { BITCOIN_REGTEST_REFERENCE, bitcoinAddressNetwork, legacyMessageHash } from '@latch/bitcoin'
import { formatSiwxMessage } from '@latch/evm/siwx'
import { POLKADOT_MAINNET_REFERENCE } from '@latch/polkadot'
import { SOLANA_MAINNET_REFERENCE } from '@latch/solana'
import { createBitcoinTestWallet } from '@latch/testing-bitcoin'
import { secp256k1 } from '@noble/curves/secp256k1'
import { Keyring } from '@polkadot/keyring'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, mnemonicGenerate } from '@polkadot/util-crypto'
import { getAddress as bitcoinAddress } from '@scure/btc-signer'
import { generateKeyPair, getAddressFromPublicKey, getBase58Decoder, signBytes } from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainRegistry } from '../chains/createChainRegistry.js'
import { createProfileTestApp, type ProfileTestApp } from '../names/testing/createProfileTestApp.js'
import { siwxNamespaces } from './siwxNamespaces.js'
import { siwxMessageData } from './testing/siwxMessageData.js'

// Sign-in on the namespaces other than eip155: each account signs as its wallets do (an ed25519 Solana key, a
// Bitcoin key by BIP-322 through the test wallet or in the legacy format, an sr25519 Polkadot key over the
// <Bytes>-wrapped text), and the server verifies with the adapters' verifiers. On PostgreSQL with
// TEST_DATABASE_URL, as every route test.

let test: ProfileTestApp
beforeAll(async () => {
  await cryptoWaitReady()
  test = await createProfileTestApp({ chains: createChainRegistry([]) })
})
afterAll(() => test?.close())

const origin = 'http://localhost:5173'
const query = 'projectId=latch-dev'

const request = async (path: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers)
  headers.set('Origin', origin)
  const res = await test.app.request(path, { ...init, headers })
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are JSON that the assertions inspect
  return { status: res.status, body: (await res.json()) as any }
}
const postSession = (body: unknown) =>
  request(`/v1/siwx/sessions?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
async function getNonce(): Promise<string> {
  const { status, body } = await request(`/v1/siwx/nonce?${query}`)
  expect(status).toBe(200)
  return body.nonce
}

type Signer = { chainId: SiwxMessageData['chainId']; address: string; sign(message: string): Promise<string> }

const base58 = getBase58Decoder()
const solanaChain = `solana:${SOLANA_MAINNET_REFERENCE}` as const
const bitcoinChain = `bip122:${BITCOIN_REGTEST_REFERENCE}` as const

async function solanaSigner(): Promise<Signer> {
  const keys = await generateKeyPair()
  const address = await getAddressFromPublicKey(keys.publicKey)
  return {
    chainId: solanaChain,
    address,
    sign: async (message) =>
      base58.decode(await signBytes(keys.privateKey, new TextEncoder().encode(message))),
  }
}

/** The Bitcoin test wallet's payment account (P2WPKH), signing BIP-322 "simple" through its Wallet Standard feature. */
async function bitcoinSigner(): Promise<Signer> {
  const wallet = createBitcoinTestWallet({
    privateKey: u8aToHex(secp256k1.utils.randomPrivateKey()).slice(2),
  })
  // biome-ignore lint/suspicious/noExplicitAny: the Wallet Standard features are typed by name only
  const features = wallet.wallet.features as any
  const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment'] })
  const account = (accounts as WalletAccount[]).find((a) => a.address === wallet.payment)
  return {
    chainId: bitcoinChain,
    address: wallet.payment,
    async sign(message) {
      const [result] = await features['bitcoin:signMessage'].signMessage({
        account,
        message: new TextEncoder().encode(message),
      })
      return Buffer.from(result.signature).toString('base64')
    },
  }
}

/** A P2WPKH key signing in the legacy format (recoverable ECDSA), which wallets still return. */
function bitcoinLegacySigner(): Signer {
  const key = secp256k1.utils.randomPrivateKey()
  const address = bitcoinAddress('wpkh', key, bitcoinAddressNetwork({ id: BITCOIN_REGTEST_REFERENCE }))
  return {
    chainId: bitcoinChain,
    address: address as string,
    async sign(message) {
      const signed = secp256k1.sign(legacyMessageHash(message), key)
      const bytes = new Uint8Array([39 + (signed.recovery ?? 0), ...signed.toCompactRawBytes()])
      return Buffer.from(bytes).toString('base64')
    },
  }
}

function polkadotSigner(): Signer {
  const pair = new Keyring({ type: 'sr25519', ss58Format: 0 }).addFromUri(mnemonicGenerate())
  return {
    chainId: `polkadot:${POLKADOT_MAINNET_REFERENCE}`,
    address: pair.address,
    sign: async (message) => u8aToHex(pair.sign(u8aWrapBytes(message))),
  }
}

const signers: [string, () => Promise<Signer> | Signer][] = [
  ['Solana (ed25519)', solanaSigner],
  ['Bitcoin (BIP-322)', bitcoinSigner],
  ['Bitcoin (legacy)', bitcoinLegacySigner],
  ['Polkadot (sr25519)', polkadotSigner],
]

async function signedSession(signer: Signer, overrides: Partial<SiwxMessageData> = {}) {
  const data = siwxMessageData(
    signer.chainId,
    signer.address,
    overrides.nonce ?? (await getNonce()),
    overrides,
  )
  const message = formatSiwxMessage(data, siwxNamespaces)
  return { data, message, signature: await signer.sign(message) }
}

describe.each(signers)('sign-in with %s', (_name, makeSigner) => {
  it('stores the session, lists it per CAIP-10 account with its token, refuses its replay and revokes it', async () => {
    const signer = await makeSigner()
    const session = await signedSession(signer)
    expect(session.message.split('\n').slice(0, 2)).toEqual([
      `localhost:5173 wants you to sign in with your ${_name.split(' ')[0]} account:`,
      signer.address,
    ])
    const created = await postSession(session)
    expect(created.status).toBe(201)
    const { token, ...stored } = created.body
    expect(stored).toEqual(session)
    const bearer = { Authorization: `Bearer ${token}` }
    const account = `chainId=${signer.chainId}&address=${signer.address}`
    const listPath = `/v1/siwx/sessions?${query}&${account}`
    expect(await request(listPath, { headers: bearer })).toEqual({ status: 200, body: [session] })
    // The same token on another chain of the namespace reads nothing.
    const otherChain = signer.chainId.replace(/:.*/, ':0123456789abcdef0123456789abcdef')
    const elsewhere = await request(
      `/v1/siwx/sessions?${query}&chainId=${otherChain}&address=${signer.address}`,
      {
        headers: bearer,
      },
    )
    expect(elsewhere).toEqual({ status: 200, body: [] })

    expect(await postSession(session)).toMatchObject({ status: 400, body: { code: 'INVALID_NONCE' } })
    expect(await request(listPath, { method: 'DELETE', headers: bearer })).toEqual({
      status: 200,
      body: { revoked: 1 },
    })
    expect((await request(listPath, { headers: bearer })).body).toEqual([])
  })

  it('refuses another signer, another domain, an expired message, a changed text and a foreign address', async () => {
    const signer = await makeSigner()
    const other = await makeSigner()
    const session = await signedSession(signer)

    const forged = { ...session, signature: await other.sign(session.message) }
    expect(await postSession(forged)).toMatchObject({ status: 401, body: { code: 'INVALID_SIGNATURE' } })

    const foreign = await signedSession(signer, { domain: 'evil.example', uri: 'https://evil.example/' })
    expect(await postSession(foreign)).toMatchObject({ status: 403, body: { code: 'DOMAIN_MISMATCH' } })

    const expired = await signedSession(signer, {
      issuedAt: new Date(Date.now() - 7_200_000).toISOString(),
      expirationTime: new Date(Date.now() - 1_000).toISOString(),
    })
    expect(await postSession(expired)).toMatchObject({ status: 400, body: { code: 'MESSAGE_EXPIRED' } })

    const changed = { ...session, message: session.message.replace('Latch Demo', 'Latch Bank') }
    expect(await postSession(changed)).toMatchObject({ status: 400, body: { code: 'MESSAGE_MISMATCH' } })

    // An eip155 address on this namespace's chain is no account of it.
    const evm = await signedSession({ ...signer, address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' })
    expect(await postSession(evm)).toMatchObject({ status: 400, body: { code: 'INVALID_MESSAGE' } })

    // The refusals did not spend the nonce: the genuine message still signs in, once.
    expect((await postSession(session)).status).toBe(201)
  })

  it('creates one session from concurrent submissions of one signed message', async () => {
    const session = await signedSession(await makeSigner())
    const results = await Promise.all(Array.from({ length: 8 }, () => postSession(session)))
    expect(results.filter((result) => result.status === 201)).toHaveLength(1)
    for (const result of results.filter((r) => r.status !== 201)) {
      expect(result).toMatchObject({ status: 400, body: { code: 'INVALID_NONCE' } })
    }
  })
})

describe('sign-in bodies of other namespaces', () => {
  it('are validated with { code, message }: an eip155 chain still needs a 0x address and a hex signature', async () => {
    const signer = await solanaSigner()
    const session = await signedSession(signer)
    const onEip155 = { ...session, data: { ...session.data, chainId: 'eip155:1' } }
    const refused = await postSession(onEip155)
    expect(refused).toMatchObject({
      status: 400,
      body: { code: expect.any(String), message: expect.any(String) },
    })
    const unknown = { ...session, data: { ...session.data, chainId: 'cosmos:cosmoshub-4' } }
    expect((await postSession(unknown)).status).toBe(400)
  })
})
