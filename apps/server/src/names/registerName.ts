import { type NameRecord, RegistrationMessageSchema } from '@latch/api'
import { count, eq, sql } from 'drizzle-orm'
import { type Address, getAddress, type Hex, keccak256, toHex } from 'viem'
import { coinTypeToChainId } from './coinType.js'
import { isUniqueViolation } from './isUniqueViolation.js'
import type { ProfileContext } from './nameServiceContext.js'
import { profileNameMessages, profileNames } from './namesTables.js'
import { defaultNameSuffixes, parseProfileName } from './parseProfileName.js'
import { InvalidSignatureError, NameLimitError, NameTakenError, ProfileError } from './profileErrors.js'
import { toNameRecord } from './toNameRecord.js'

/** How old a signed registration message may be. */
export const registrationMaxAgeSeconds = 600
/** How far ahead of the server's clock a message's timestamp may be (clock skew). */
export const registrationMaxSkewSeconds = 60
/** Most names one address may hold, so that one account cannot take the namespace. */
export const defaultMaxNamesPerAddress = 5

export type RegisterNameParameters = {
  projectId: string
  coinType: number
  address: Address
  signature: Hex
  /** The signed JSON text `{ name, attributes, timestamp }`. */
  message: string
}

function parseMessage(message: string) {
  let json: unknown
  try {
    json = JSON.parse(message)
  } catch {
    throw new ProfileError(
      400,
      'INVALID_MESSAGE',
      'The signed message is not JSON { name, attributes, timestamp }',
    )
  }
  const parsed = RegistrationMessageSchema.safeParse(json)
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `message.${issue.path.join('.')}: ${issue.message}`)
    throw new ProfileError(400, 'INVALID_MESSAGE', reasons.join('; '), reasons)
  }
  return parsed.data
}

/**
 * Registers a name for the account that signed the message. Checks, in order: the coin type (an EVM
 * chain), the message (name rule, suffix, a timestamp at most 10 minutes old and not in the future), the
 * signature (EOA, or ERC-1271 on the chain), then stores the message (a replay is refused) and the name
 * (the table's primary key decides between concurrent registrations), unless the address already holds
 * `maxNamesPerAddress` names.
 *
 * @example
 * const record = await registerName(context, { projectId, coinType: 60, address, signature, message })
 */
export async function registerName(
  context: ProfileContext,
  parameters: RegisterNameParameters,
): Promise<NameRecord> {
  const chainId = coinTypeToChainId(parameters.coinType)
  const message = parseMessage(parameters.message)
  const name = parseProfileName(message.name, context.nameSuffixes ?? defaultNameSuffixes)

  const nowSeconds = Math.floor((context.now?.() ?? Date.now()) / 1000)
  if (message.timestamp < nowSeconds - registrationMaxAgeSeconds) {
    throw new ProfileError(400, 'MESSAGE_EXPIRED', 'The signed message is older than 10 minutes; sign again')
  }
  if (message.timestamp > nowSeconds + registrationMaxSkewSeconds) {
    throw new ProfileError(
      400,
      'MESSAGE_FROM_FUTURE',
      "The signed message's timestamp is in the future; check the device's clock",
    )
  }

  const address = getAddress(parameters.address)
  const valid = await context.verifySignature({
    chainId,
    address,
    message: parameters.message,
    signature: parameters.signature,
  })
  if (!valid) throw new InvalidSignatureError(address)

  const messageHash = keccak256(toHex(`${address.toLowerCase()}\n${parameters.message}`))
  try {
    const row = await context.db.transaction(async (tx) => {
      const used = await tx
        .insert(profileNameMessages)
        .values({ messageHash, name: name.name })
        .onConflictDoNothing()
        .returning({ messageHash: profileNameMessages.messageHash })
      if (used.length === 0) {
        throw new ProfileError(
          409,
          'MESSAGE_ALREADY_USED',
          'This signed message was already used; sign again',
        )
      }
      // One registration per address at a time (the lock ends with the transaction), so the cap holds
      // when an address registers several names at once.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${address.toLowerCase()}))`)
      const [held] = await tx
        .select({ count: count() })
        .from(profileNames)
        .where(eq(profileNames.address, address.toLowerCase()))
      const cap = context.maxNamesPerAddress ?? defaultMaxNamesPerAddress
      if ((held?.count ?? 0) >= cap) throw new NameLimitError(address, cap)
      const [inserted] = await tx
        .insert(profileNames)
        .values({
          name: name.name,
          address: address.toLowerCase(),
          coinType: parameters.coinType,
          attributes: message.attributes ?? {},
          projectId: parameters.projectId,
        })
        .returning()
      return inserted
    })
    if (!row) throw new Error('insert returned no row')
    return toNameRecord(row)
  } catch (error) {
    if (isUniqueViolation(error)) throw new NameTakenError(name.name)
    throw error
  }
}
