import type { AdapterContext } from '../types/adapter.js'
import type { WalletConnectNamespace, WalletConnectSession } from '../types/walletConnect.js'
import { defineAdapterService, getAdapterService } from '../utils/getAdapterService.js'

/** What an instance knows of its WalletConnect session: who pairs it, and which namespaces ride on it. */
export type WalletConnectSessionService = {
  /** The session, once the pairing adapter has provided it. */
  session: WalletConnectSession | undefined
  /** The namespace of the adapter that provided it. */
  pairedBy: string | undefined
  /** The namespaces other adapters declared, by CAIP-2 namespace. */
  namespaces: Map<string, WalletConnectNamespace>
}

const WALLET_CONNECT_SESSION = defineAdapterService<WalletConnectSessionService>('walletConnect')

/** The instance's WalletConnect session service, created empty on first use. */
export function walletConnectSessionService(context: AdapterContext): WalletConnectSessionService {
  const create = (): WalletConnectSessionService => ({
    session: undefined,
    pairedBy: undefined,
    namespaces: new Map(),
  })
  return getAdapterService(context, WALLET_CONNECT_SESSION, create) ?? create()
}
