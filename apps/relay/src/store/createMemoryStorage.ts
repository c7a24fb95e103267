import type { RelayStorage } from './relayStorage.js'

/** Storage that keeps nothing: the relay's state lives and dies with its process. */
export function createMemoryStorage(): RelayStorage {
  const lastSeen = new Map<string, number>()
  return {
    load: async () => {},
    saveMessages: async () => {},
    deleteMessages: () => {},
    settleMessages: () => {},
    saveAcks: () => {},
    saveSubscriptions: () => {},
    deleteSubscriptions: () => {},
    touchClients(clients, now) {
      for (const iss of clients) lastSeen.set(iss, now)
    },
    expire: () => {},
    async idleClients(before) {
      const gone = [...lastSeen].filter(([, seen]) => seen < before).map(([iss]) => iss)
      for (const iss of gone) lastSeen.delete(iss)
      return gone
    },
    follow: async () => {},
    ping: async () => true,
    flush: async () => {},
    close: async () => {},
  }
}
