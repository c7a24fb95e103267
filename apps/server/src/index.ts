export type { SiwxMessageData, SiwxSession, WalletListEntry } from '@latch/api'
export {
  type AmmPricing,
  type ChainConfig,
  type ChainEntry,
  type ChainRegistry,
  createChainRegistry,
  type SwapContracts,
} from './chains/createChainRegistry.js'
export { InvalidChainsConfigError, parseChainsEnv } from './chains/parseChainsEnv.js'
export { type AppType, type CreateAppParameters, createApp } from './createApp.js'
export {
  type CreateDatabaseParameters,
  type CreateDatabaseReturnType,
  createDatabase,
  type Database,
  DataDirInUseError,
} from './db/createDatabase.js'
export * as schema from './db/schema.js'
export {
  createIndexer,
  type Indexer,
  type IndexerParameters,
  type SyncResult,
} from './indexer/createIndexer.js'
export { chainIdToCoinType, coinTypeToChainId } from './names/coinType.js'
export {
  type CreateSignatureVerifierParameters,
  createSignatureVerifier,
  type SignatureVerifier,
} from './names/createSignatureVerifier.js'
export { createNameRoutes } from './names/nameRoutes.js'
export type { ProfileContext } from './names/nameServiceContext.js'
export { defaultNameSuffixes } from './names/parseProfileName.js'
export type { PricedToken, PriceProvider } from './prices/types.js'
export {
  type CreateProjectParameters,
  createProject,
  InvalidProjectError,
  type Project,
} from './projects/createProject.js'
export { listProjects } from './projects/listProjects.js'
export { isOriginAllowed, isValidOriginPattern, matchOrigin } from './projects/matchOrigin.js'
export type { SponsorshipPolicy } from './projects/projectsTables.js'
export { rotateSecretKey } from './projects/rotateSecretKey.js'
export { type SetLoginsParameters, setLogins } from './projects/setLogins.js'
export { setSponsorship } from './projects/setSponsorship.js'
export { devProject, seedDatabase } from './seedDatabase.js'
export { createSiwxRoutes } from './siwx/siwxRoutes.js'
export {
  defaultDataDir,
  type StartServerParameters,
  type StartServerReturnType,
  startServer,
} from './startServer.js'
export { seedTokens } from './tokens/seedTokens.js'
