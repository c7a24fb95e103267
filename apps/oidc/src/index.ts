export { signInAs } from './signInAs.js'
export {
  LOCAL_SOCIAL_PROVIDERS,
  type LocalSocialProvider,
  type OidcClient,
  type OidcProvider,
  type StartOidcProviderParameters,
  startOidcProvider,
} from './startOidcProvider.js'
