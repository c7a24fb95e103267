import { InvalidParamsError, UnauthorizedError } from '@latch/testing'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { ApiOptions } from '@polkadot/api/types'
import { Keyring } from '@polkadot/keyring'
import { hexToU8a, isHex, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, decodeAddress } from '@polkadot/util-crypto'

export type PolkadotSignerParameters = {
  /** The sr25519 key's secret URI (a devnet test key, `//latch-devnet//1`, or a mnemonic). */
  uri: string
  /** The chain's node over WebSocket: transactions are signed with its metadata, as a wallet does. */
  wsUrl: string
  /** The SS58 prefix the wallet shows its address in (the chain's). Default 42, Substrate's generic one. */
  ss58Format?: number | undefined
}

/** The Polkadot test wallets' key in Node, whichever way a page reaches it (injected, or over WalletConnect). */
export type PolkadotSigner = {
  readonly address: string
  /** Throws unless `address` is this key's (in any SS58 format). */
  assertOwn(address: unknown): void
  /**
   * Signs raw bytes (hex) once `prompt` resolves: wrapped in `<Bytes>…</Bytes>` as wallets sign messages, unless
   * `type` is 'payload'.
   */
  signRaw(input: { data?: unknown; type?: unknown }, prompt: () => Promise<void>): Promise<`0x${string}`>
  /**
   * Signs an extrinsic's `SignerPayloadJSON` once `prompt` resolves, with the chain's metadata; refuses a payload
   * for another chain.
   */
  signPayload(payload: Record<string, unknown>, prompt: () => Promise<void>): Promise<`0x${string}`>
  /** Closes the connection to the chain. */
  disconnect(): Promise<void>
}

/**
 * The sr25519 key of a Polkadot test wallet, held in Node: it checks what it is asked to sign, waits for the
 * test's answer to the prompt, then signs messages and extrinsic payloads for real.
 *
 * @example
 * const signer = await createPolkadotSigner({ uri: chain.accounts[1].uri, wsUrl: chain.wsUrl, ss58Format: 2 })
 * const signature = await signer.signRaw({ data: stringToHex('hello') }, async () => {})
 */
export async function createPolkadotSigner(parameters: PolkadotSignerParameters): Promise<PolkadotSigner> {
  await cryptoWaitReady()
  const pair = new Keyring({ type: 'sr25519', ss58Format: parameters.ss58Format ?? 42 }).addFromUri(
    parameters.uri,
  )
  // WsProvider's optional fields are typed without exactOptionalPropertyTypes; it is the provider ApiPromise takes.
  const provider = new WsProvider(parameters.wsUrl) as unknown as NonNullable<ApiOptions['provider']>
  let api: Promise<ApiPromise> | undefined
  const apiOf = () => {
    api ??= ApiPromise.create({ provider, noInitWarn: true })
    return api
  }
  const ownKey = u8aToHex(pair.publicKey)

  return {
    address: pair.address,
    assertOwn(address) {
      let key: string
      try {
        key = u8aToHex(decodeAddress(String(address)))
      } catch {
        throw new InvalidParamsError(`${String(address)} is not an address.`)
      }
      if (key !== ownKey) throw new UnauthorizedError(`The account ${String(address)} is not in this wallet.`)
    },
    async signRaw({ data, type }, prompt) {
      if (!isHex(data)) throw new InvalidParamsError('signRaw needs hex data.')
      await prompt()
      const bytes = hexToU8a(data)
      return u8aToHex(pair.sign(type === 'payload' ? bytes : u8aWrapBytes(bytes)))
    },
    async signPayload(payload, prompt) {
      const chain = await apiOf()
      if (payload.genesisHash !== chain.genesisHash.toHex())
        throw new InvalidParamsError(`The wallet does not know the chain ${String(payload.genesisHash)}.`)
      await prompt()
      const extrinsicPayload = chain.registry.createType('ExtrinsicPayload', payload, {
        version: Number(payload.version),
      })
      return extrinsicPayload.sign(pair).signature
    },
    async disconnect() {
      if (api) await (await api).disconnect()
      else await provider.disconnect()
    },
  }
}
