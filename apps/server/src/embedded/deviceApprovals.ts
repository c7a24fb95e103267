import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../db/createDatabase.js'
import { embeddedDevices } from './embeddedTables.js'

type Device = { userId: string; deviceHash: string }

/**
 * Whether the user approved this device (by the mailed link, or by logging in on it with a code or a provider).
 *
 * @example
 * if (!(await isDeviceApproved(db, session))) throw new DeviceNotApprovedError()
 */
export async function isDeviceApproved(db: Database, device: Device): Promise<boolean> {
  const [found] = await db
    .select({ approvedAt: embeddedDevices.approvedAt })
    .from(embeddedDevices)
    .where(and(eq(embeddedDevices.userId, device.userId), eq(embeddedDevices.deviceHash, device.deviceHash)))
    .limit(1)
  return Boolean(found?.approvedAt)
}

/**
 * Approves the device for the user: a login proved the visitor here (a mailed code read on it, a provider's
 * answer). A pending approval link of the device is void from then on.
 *
 * @example
 * await approveDevice(db, { userId, deviceHash, now: new Date() })
 */
export async function approveDevice(db: Database, device: Device & { now: Date }): Promise<void> {
  await db
    .insert(embeddedDevices)
    .values({ userId: device.userId, deviceHash: device.deviceHash, approvedAt: device.now })
    .onConflictDoUpdate({
      target: [embeddedDevices.userId, embeddedDevices.deviceHash],
      set: { approvedAt: device.now, approvalTokenHash: null, approvalExpiresAt: null },
    })
}

/**
 * Records the approval link mailed for a new device (the hash of its token), replacing an earlier one.
 *
 * @example
 * await requestDeviceApproval(db, { userId, deviceHash, approvalTokenHash: hashToken(token), expiresAt })
 */
export async function requestDeviceApproval(
  db: Database,
  device: Device & { approvalTokenHash: string; expiresAt: Date },
): Promise<void> {
  const approval = { approvalTokenHash: device.approvalTokenHash, approvalExpiresAt: device.expiresAt }
  await db
    .insert(embeddedDevices)
    .values({ userId: device.userId, deviceHash: device.deviceHash, ...approval })
    .onConflictDoUpdate({ target: [embeddedDevices.userId, embeddedDevices.deviceHash], set: approval })
}

/**
 * Approves the device whose mailed link carries this token (its hash), once and before the link expires.
 * Answers whether a device was approved.
 *
 * @example
 * const approved = await approveDeviceByLink(db, hashToken(token), new Date())
 */
export async function approveDeviceByLink(
  db: Database,
  approvalTokenHash: string,
  now: Date,
): Promise<boolean> {
  const [approved] = await db
    .update(embeddedDevices)
    .set({ approvedAt: now, approvalTokenHash: null, approvalExpiresAt: null })
    .where(
      and(
        eq(embeddedDevices.approvalTokenHash, approvalTokenHash),
        gt(embeddedDevices.approvalExpiresAt, now),
      ),
    )
    .returning({ id: embeddedDevices.id })
  return Boolean(approved)
}
