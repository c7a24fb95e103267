import { smartAccountDeployment } from '@latch/smart-account'
import { type Address, getAddress, isAddressEqual } from 'viem'
import type { Database } from '../db/createDatabase.js'
import { findSessionWallet } from '../embedded/findSessionWallet.js'
import { InvalidSecretKeyError } from '../errors.js'
import type { Project } from '../projects/createProject.js'
import { matchesSecretKey } from '../projects/secretKey.js'
import { isPermissionRedemption } from './isPermissionRedemption.js'
import type { SponsoredOperation } from './signSponsorship.js'
import {
  SponsorshipCallerRequiredError,
  SponsorshipSenderError,
  SponsorshipSessionError,
  SponsorshipSessionProjectError,
} from './smartAccountErrors.js'

/** Who a sponsorship is for, once admitted. */
export type SponsorshipCaller = {
  /** The project's own server (its secret key), or one of its embedded wallets (a session of the project). */
  caller: 'server' | 'wallet'
  /**
   * The smart account whose daily number the operation counts in: the sender, or, for a permission's session
   * account, the wallet's smart account that granted the permission, so new session keys add no operations.
   */
  account: Address
}

export type AuthorizeSponsorshipParameters = {
  db: Database
  project: Project
  chainId: number
  /** Where the chain keeps the embedded wallet's smart account and its permissions. */
  contracts: { factory: Address; implementation: Address; delegationManager: Address }
  operation: SponsoredOperation
  /** The `X-Latch-Secret-Key` header, when sent. */
  secretKey: string | undefined
  /** The `Authorization` header, when sent: `Bearer <the wallet session's access token>`. */
  authorization: string | undefined
  /** Counts the request in the per-IP limit of sponsorship requests (429 past it). */
  countRequest(): Promise<void>
  now: number
}

/**
 * Admits a sponsorship request only for a sender tied to the project, before anything is signed:
 *
 * - with the project's secret key (its own server), any sender; a wrong key is 401 INVALID_SECRET_KEY;
 * - otherwise the request is counted per IP, and needs the access token of a current embedded-wallet session of
 *   this project, whose wallet's smart account (derived from its key's address) is the sender, or whose wallet
 *   granted the sender an ERC-7715 permission that the operation redeems (see `isPermissionRedemption`).
 *
 * An Origin on the project's allowlist admits nothing here: any script can send one.
 *
 * @example
 * const { account } = await authorizeSponsorship({ db, project, chainId, contracts, operation, secretKey, authorization, countRequest, now })
 */
export async function authorizeSponsorship(
  parameters: AuthorizeSponsorshipParameters,
): Promise<SponsorshipCaller> {
  const { project, operation } = parameters
  if (parameters.secretKey !== undefined) {
    if (!matchesSecretKey(parameters.secretKey, project.secretKeyHash)) throw new InvalidSecretKeyError()
    return { caller: 'server', account: operation.sender }
  }
  await parameters.countRequest()
  if (parameters.authorization === undefined) throw new SponsorshipCallerRequiredError(project.id)
  const token = /^Bearer ([^\s]+)$/.exec(parameters.authorization.trim())?.[1]
  const session = token ? await findSessionWallet(parameters.db, token, parameters.now) : undefined
  if (!session) throw new SponsorshipSessionError()
  if (session.projectId !== project.id) throw new SponsorshipSessionProjectError(project.id)
  if (!session.owner) throw new SponsorshipSenderError(project.id, operation.sender)
  const owner = getAddress(session.owner)
  const { contracts, chainId } = parameters
  const account = smartAccountDeployment(owner, contracts).address
  if (
    isAddressEqual(operation.sender, account) ||
    (await isPermissionRedemption(operation, { owner, account, chainId, contracts }))
  )
    return { caller: 'wallet', account }
  throw new SponsorshipSenderError(project.id, operation.sender)
}
