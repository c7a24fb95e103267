// Sign-in with X configurations for @latch/core's `siwx` option: a separate entry point, so a site that does
// not offer sign-in never loads this code (nor viem's SIWE module).

export { defaultSiwxStatement, type SiwxMessageOptions } from '../siwx/buildSiwxMessage.js'
export { type CreateLocalSiwxParameters, createLocalSiwx } from '../siwx/createLocalSiwx.js'
export {
  type CreateServerSiwxParameters,
  createServerSiwx,
  SiwxServerError,
} from '../siwx/createServerSiwx.js'
export { formatSiwxMessage } from '../siwx/formatSiwxMessage.js'
export { findSiwxNamespace } from '../siwx/siwxNamespaces.js'
