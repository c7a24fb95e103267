export { signInAs } from './signInAs.js'
export { LOCAL_SOCIAL_PROVIDERS, type LocalSocialProvider, type OidcClient } from './socialProviders.js'
export {
  type OidcProvider,
  type StartOidcProviderParameters,
  startOidcProvider,
} from './startOidcProvider.js'
