import { CONNECTOR_NAME_ALIASES } from '../constants.js'

/** The name under which connectors are merged ('Trust Wallet' is treated as 'Trust'). */
export function normalizeConnectorName(name: string): string {
  return CONNECTOR_NAME_ALIASES[name] ?? name
}
