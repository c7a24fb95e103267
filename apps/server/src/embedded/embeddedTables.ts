import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * Embedded-wallet users: one per e-mail address (lower-cased) or per social identity (then without an e-mail
 * address, see `embeddedSocialIdentities`), the same wallet on every site that embeds the operator's frame.
 * `address` is set once the frame has created the key.
 */
export const embeddedUsers = pgTable('embedded_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').unique(),
  address: text('address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Login sessions. A session starts pending when an e-mail login starts (its token only continues that login)
 * and is verified by the mailed code; then it carries a short access token and a device-bound refresh token.
 * Only SHA-256 hashes of tokens are stored.
 */
export const embeddedSessions = pgTable(
  'embedded_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    /** The site the login started on (its Origin, checked against the project's allowlist). */
    origin: text('origin').notNull(),
    /** SHA-256 of the frame's device id. */
    deviceHash: text('device_hash').notNull(),
    accessTokenHash: text('access_token_hash').notNull().unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshTokenHash: text('refresh_token_hash').unique(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
    /** When the mailed code was checked; null while the login is pending. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The visitor's language when the login started (a BCP 47 tag): the session's e-mails are written in it. */
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('embedded_sessions_user_idx').on(table.userId)],
)

/** Mailed one-time codes: a hash only, 10 minutes, 5 attempts. */
export const embeddedCodes = pgTable(
  'embedded_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => embeddedSessions.id, { onDelete: 'cascade' }),
    /** 'login', or the two codes of an e-mail change. */
    purpose: text('purpose').$type<'login' | 'update_primary' | 'update_secondary'>().notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('embedded_codes_session_idx').on(table.sessionId, table.purpose)],
)

/** Every e-mail the service sent, by address: the 30 s rule and the hourly limits count these. */
export const embeddedMailLog = pgTable(
  'embedded_mail_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    projectId: text('project_id').notNull(),
    ip: text('ip').notNull(),
    kind: text('kind').$type<'login' | 'device' | 'update'>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('embedded_mail_log_email_idx').on(table.email, table.sentAt),
    index('embedded_mail_log_ip_idx').on(table.ip, table.sentAt),
    index('embedded_mail_log_project_idx').on(table.projectId, table.sentAt),
  ],
)

/** Devices a user approved (through the link mailed to them, or by logging in with a code on them). */
export const embeddedDevices = pgTable(
  'embedded_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    /** SHA-256 of the token in the approval link. */
    approvalTokenHash: text('approval_token_hash').unique(),
    approvalExpiresAt: timestamp('approval_expires_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('embedded_devices_user_device_idx').on(table.userId, table.deviceHash)],
)

/** The recovery share, encrypted in the frame under the visitor's recovery password (PBKDF2 + AES-GCM). */
export type EncryptedShare = {
  kdf: 'PBKDF2-SHA256'
  iterations: number
  salt: string
  iv: string
  ciphertext: string
}

/**
 * The two key shares the server keeps: the auth share (released only to a fresh, verified session) and the
 * recovery share, which it cannot read. The device share never leaves the frame's origin.
 */
export const embeddedShares = pgTable('embedded_shares', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  authShare: text('auth_share').notNull(),
  recoveryShare: jsonb('recovery_share').$type<EncryptedShare>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A pending change of e-mail address: both codes must be checked, the current address's first. */
export const embeddedEmailChanges = pgTable('embedded_email_changes', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => embeddedSessions.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  primaryVerifiedAt: timestamp('primary_verified_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** The social identities users log in with: the provider's subject, and the name the visitor knows it by. */
export const embeddedSocialIdentities = pgTable(
  'embedded_social_identities',
  {
    /** google, github, apple, facebook, x or discord. */
    provider: text('provider').notNull(),
    /** The id token's `sub` (stable at the provider, unlike e-mail or user name). */
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => embeddedUsers.id, { onDelete: 'cascade' }),
    /** The e-mail address or user name the provider reported at the last login. */
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] })],
)

/**
 * Social logins under way: the authorization request's state, nonce and PKCE verifier, until the frame sends
 * the provider's callback (once, within 10 minutes). Only a hash of the frame's token is kept.
 */
export const embeddedSocialLogins = pgTable('embedded_social_logins', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  projectId: text('project_id').notNull(),
  origin: text('origin').notNull(),
  deviceHash: text('device_hash').notNull(),
  provider: text('provider').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  state: text('state').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
