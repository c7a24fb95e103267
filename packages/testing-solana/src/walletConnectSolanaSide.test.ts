import { solanaDevnetAccounts } from '@latch/devnet'
import { UserRejectedRequestError } from '@latch/testing'
import {
  address,
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  type SignatureBytes,
  verifySignature,
} from '@solana/kit'
import { expect, test } from 'vitest'
import { createSolanaTestAccount } from './createSolanaTestAccount.js'
import { solanaAccountSide } from './walletConnectSolanaSide.js'

const local = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const other = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

async function side() {
  const secretKey = solanaDevnetAccounts[1]?.secretKey as string
  const account = await createSolanaTestAccount(secretKey)
  return { account, side: solanaAccountSide(account, [{ chain: local, rpcUrl: 'http://127.0.0.1:1' }]) }
}

test('approves the solana namespace on the chains it knows, and leaves it out otherwise', async () => {
  const { account, side: wallet } = await side()
  const eip155 = { chains: ['eip155:1'], methods: ['personal_sign'], events: [] }
  expect(
    wallet.approve({
      requiredNamespaces: {},
      optionalNamespaces: { eip155, solana: { chains: [local, other], methods: [], events: [] } },
    }),
  ).toMatchObject({ chains: [local], accounts: [`${local}:${account.address}`] })
  // A namespace key may name the chain itself.
  expect(
    wallet.approve({ requiredNamespaces: {}, optionalNamespaces: { [local]: { methods: [], events: [] } } })
      ?.chains,
  ).toEqual([local])
  expect(wallet.approve({ requiredNamespaces: {}, optionalNamespaces: { eip155 } })).toBeUndefined()
  expect(
    wallet.approve({
      requiredNamespaces: {},
      optionalNamespaces: { solana: { chains: [other], methods: [], events: [] } },
    }),
  ).toBeUndefined()
})

test('signs a base58 message for its own account after the prompt; refuses other accounts, chains and a decline', async () => {
  const { account, side: wallet } = await side()
  const message = new TextEncoder().encode('Hello from Latch Lab')
  const params = { message: getBase58Decoder().decode(message), pubkey: account.address }
  const approve = async () => {}
  const { signature } = (await wallet.answer('solana_signMessage', params, local, approve)) as {
    signature: string
  }
  const publicKey = await getPublicKeyFromAddress(address(account.address))
  const bytes = getBase58Encoder().encode(signature) as SignatureBytes
  expect(await verifySignature(publicKey, bytes, message)).toBe(true)

  await expect(
    wallet.answer(
      'solana_signMessage',
      { ...params, pubkey: solanaDevnetAccounts[2]?.address },
      local,
      approve,
    ),
  ).rejects.toMatchObject({ code: 4100 })
  await expect(wallet.answer('solana_signMessage', params, other, approve)).rejects.toMatchObject({
    code: -32602,
  })
  await expect(
    wallet.answer('solana_signMessage', params, local, () => Promise.reject(new UserRejectedRequestError())),
  ).rejects.toMatchObject({ code: 4001 })
  await expect(
    wallet.answer('solana_signTransaction', { transaction: '' }, local, approve),
  ).rejects.toMatchObject({
    code: -32602,
  })
  await expect(wallet.answer('solana_getAccounts', {}, local, approve)).resolves.toEqual([
    { pubkey: account.address },
  ])
})
