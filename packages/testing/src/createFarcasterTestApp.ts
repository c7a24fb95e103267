import { createWalletClient as createFarcasterWalletClient } from '@farcaster/auth-client'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export type CreateFarcasterTestAppParameters = {
  /** The Farcaster auth relay the app completes channels on. */
  relayUrl: string
  /** The key the relay accepts from Farcaster apps (`X-Farcaster-Auth-Relay-Key`). */
  relayKey: string
  /** The chain of the ID registry (JSON-RPC). */
  rpcUrl: string
  /** The IdRegistry contract (`register(recovery)`, `idOf(owner)`). */
  idRegistry: Address
  /** The custody key: it registers the fid and signs the sign-in messages. It needs ETH for `register`. */
  custodyKey: Hex
  /** The user name the app reports with an approval. */
  username?: string
}

export type FarcasterTestApp = {
  /** The custody address. */
  address: Address
  /** Registers an fid for the custody address on the registry (once; later calls answer the same fid). */
  register(): Promise<number>
  /**
   * Approves a Sign In With Farcaster channel from its URL (as the widget's QR code shows it): reads the channel's
   * parameters from the relay, builds the SIWF message, signs it with the custody key, and completes the channel.
   * `fid` claims another fid than the app's own (a message its custody key did not sign for).
   */
  approve(channelUrl: string, options?: { fid?: number }): Promise<{ message: string; signature: Hex }>
  /** Declines the channel: the relay closes it, as when the visitor cancels in the app. */
  decline(channelUrl: string): Promise<void>
}

const idRegistryAbi = parseAbi([
  'function register(address recovery) returns (uint256 fid)',
  'function idOf(address owner) view returns (uint256 fid)',
])

type PendingChannel = {
  state: string
  nonce: string
  signatureParams: {
    siweUri: string
    domain: string
    notBefore?: string
    expirationTime?: string
    requestId?: string
  }
}

/**
 * A Farcaster app for tests, standing in for the visitor's phone: it holds a custody key, registers an fid on a
 * real IdRegistry contract, and approves or declines the sign-in channels a page shows, through the relay's
 * channel API with `@farcaster/auth-client`'s wallet client (the message is the SIWF message it builds).
 *
 * @example
 * const app = createFarcasterTestApp({ relayUrl, relayKey, rpcUrl, idRegistry, custodyKey })
 * await app.register()
 * await app.approve(await page.getByTestId('farcaster-url').getAttribute('href'))
 */
export function createFarcasterTestApp(parameters: CreateFarcasterTestAppParameters): FarcasterTestApp {
  const account = privateKeyToAccount(parameters.custodyKey)
  const relay = parameters.relayUrl.replace(/\/+$/, '')
  const publicClient: PublicClient = createPublicClient({ transport: http(parameters.rpcUrl) })
  const wallet = createWalletClient({ account, transport: http(parameters.rpcUrl) })
  const farcaster = createFarcasterWalletClient({
    relay,
    ethereum: {
      publicClient,
      getFid: (custody) =>
        publicClient.readContract({
          address: parameters.idRegistry,
          abi: idRegistryAbi,
          functionName: 'idOf',
          args: [custody],
        }),
      isValidAuthAddress: async () => false,
    },
  })

  const fidOf = async () =>
    Number(
      await publicClient.readContract({
        address: parameters.idRegistry,
        abi: idRegistryAbi,
        functionName: 'idOf',
        args: [account.address],
      }),
    )

  async function channelOf(channelUrl: string) {
    const { channelToken, isError, error } = farcaster.parseSignInURI({ uri: channelUrl })
    if (isError || !channelToken) throw new Error(`Not a sign-in URL: ${error?.message ?? channelUrl}`)
    // The app reads the pending channel as Farcaster's apps do: its status carries the requested parameters.
    const response = await fetch(`${relay}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channelToken}` },
    })
    if (response.status !== 202) throw new Error(`The channel is not pending (HTTP ${response.status})`)
    return { channelToken, channel: (await response.json()) as PendingChannel }
  }

  return {
    address: account.address,
    async register() {
      const known = await fidOf()
      if (known) return known
      const hash = await wallet.writeContract({
        chain: null,
        address: parameters.idRegistry,
        abi: idRegistryAbi,
        functionName: 'register',
        args: [account.address],
      })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error('The IdRegistry refused the registration')
      return fidOf()
    },
    async approve(channelUrl, options = {}) {
      const { channelToken, channel } = await channelOf(channelUrl)
      const fid = options.fid ?? (await fidOf())
      if (!fid) throw new Error('Register an fid first')
      const { siweUri, domain, notBefore, expirationTime, requestId } = channel.signatureParams
      const built = farcaster.buildSignInMessage({
        address: account.address,
        fid,
        uri: siweUri,
        domain,
        nonce: channel.nonce,
        ...(notBefore ? { notBefore: new Date(notBefore) } : {}),
        ...(expirationTime ? { expirationTime: new Date(expirationTime) } : {}),
        ...(requestId ? { requestId } : {}),
      })
      if (built.isError || !built.message)
        throw new Error(`Cannot build the message: ${built.error?.message}`)
      const signature = await account.signMessage({ message: built.message })
      const answer = await farcaster.authenticate({
        channelToken,
        authKey: parameters.relayKey,
        message: built.message,
        signature,
        fid,
        username: parameters.username ?? `fid${fid}`,
        bio: '',
        displayName: parameters.username ?? `fid${fid}`,
        pfpUrl: '',
      })
      if (answer.isError) throw new Error(`The relay refused the approval: ${answer.error?.message}`)
      return { message: built.message, signature }
    },
    async decline(channelUrl) {
      const { channelToken } = await channelOf(channelUrl)
      const response = await fetch(`${relay}/v1/channel/decline`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${channelToken}`,
          'x-farcaster-auth-relay-key': parameters.relayKey,
        },
      })
      if (!response.ok) throw new Error(`The relay refused the decline (HTTP ${response.status})`)
    },
  }
}
