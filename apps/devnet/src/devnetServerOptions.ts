import { solanaDevnetMintAuthority } from './solana/solanaDevnetConstants.js'
import type { Devnet } from './startDevnet.js'

export type DevnetServerServices<Socials> = {
  /** The SMTP server the login codes go to. */
  smtpUrl: string
  /** The embedded-wallet frame's origin: the server admits it, and social logins come back to it. */
  frameOrigin: string
  /** Where every social login goes (the local OpenID Connect sandbox's settings); absent: no social logins. */
  socials?: Socials | undefined
  /** The Farcaster auth relay; Sign In With Farcaster reads fids from the first chain's IdRegistry. Absent: off. */
  farcasterRelayUrl?: string | undefined
  /** The secret the sandbox on-ramp signs its webhooks with. */
  onrampWebhookSecret: string
}

/**
 * The Latch server's options for a started devnet, as the local stack runs it (`npm start`, the end-to-end
 * suite): each anvil chain, with its bundler behind the server's `/v1/bundler` sponsoring with the devnet
 * paymaster's key (so the frame never holds it); the Solana validator, the Bitcoin regtest and the Polkadot chain
 * (each when started); login e-mails, the frame's origin, social logins and Sign In With Farcaster on the local
 * services; and the sandbox on-ramp,
 * which mints with the devnet tokens' minter (anvil account #0) and, on Solana, with USDC's mint authority.
 * The caller adds its port, its database and what it does differently.
 *
 * @example
 * const server = await startServer({ port: 0, dataDir, ...devnetServerOptions(devnet, { smtpUrl, frameOrigin, onrampWebhookSecret }) })
 */
export function devnetServerOptions<Socials>(devnet: Devnet, services: DevnetServerServices<Socials>) {
  const [farcasterChain] = devnet.chains
  const [minter] = devnet.accounts
  return {
    chains: devnet.chains.map((chain) => ({
      chainId: chain.chainId,
      rpcUrls: [chain.rpcUrl],
      ...(chain.bundlerUrl
        ? {
            smartAccounts: {
              bundlerUrl: chain.bundlerUrl,
              paymasterSignerKey: devnet.paymasterSigner.privateKey,
            },
          }
        : {}),
    })),
    solana: devnet.solana
      ? [{ caipNetworkId: devnet.solana.caipNetworkId, rpcUrls: [devnet.solana.rpcUrl] }]
      : [],
    bitcoin: devnet.bitcoin
      ? [{ caipNetworkId: devnet.bitcoin.caipNetworkId, esploraUrls: [devnet.bitcoin.esploraUrl] }]
      : [],
    polkadot: devnet.polkadot
      ? [{ caipNetworkId: devnet.polkadot.caipNetworkId, rpcUrl: devnet.polkadot.wsUrl }]
      : [],
    smtpUrl: services.smtpUrl,
    frameOrigins: [services.frameOrigin],
    ...(services.socials === undefined ? {} : { socials: { '*': services.socials } }),
    ...(services.farcasterRelayUrl && farcasterChain
      ? {
          farcaster: {
            relayUrl: services.farcasterRelayUrl,
            rpcUrl: farcasterChain.rpcUrl,
            idRegistry: farcasterChain.contracts.idRegistry,
          },
        }
      : {}),
    ...(minter
      ? {
          onramp: {
            sandbox: {
              minterPrivateKey: minter.privateKey,
              solanaMinterSecretKey: solanaDevnetMintAuthority.secretKey,
              webhookSecret: services.onrampWebhookSecret,
            },
          },
        }
      : {}),
  }
}

/**
 * The Polkadot chain as a widget lists it (the demo's `polkadotNetworks` entry), when the devnet started one.
 *
 * @example
 * const config = { ...(devnet.polkadot ? { polkadotNetworks: [devnetPolkadotNetwork(devnet.polkadot)] } : {}) }
 */
export function devnetPolkadotNetwork(polkadot: NonNullable<Devnet['polkadot']>) {
  const { genesisHash, wsUrl, symbol, decimals } = polkadot
  return { genesisHash, name: 'Polkadot Local', wsUrl, symbol, decimals }
}
