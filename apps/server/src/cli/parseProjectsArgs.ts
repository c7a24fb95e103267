import { parseArgs } from 'node:util'
import type { SponsorshipPolicy } from '../projects/projectsTables.js'
import { cliUsage } from './cliUsage.js'

export type ProjectsSubcommand = 'create' | 'list' | 'rotate-key' | 'sponsor' | 'logins'

export const isProjectsSubcommand = (value: string | undefined): value is ProjectsSubcommand =>
  value === 'create' ||
  value === 'list' ||
  value === 'rotate-key' ||
  value === 'sponsor' ||
  value === 'logins'

/** The flags of a `projects` command line, as given. */
export type ProjectsArgs = {
  name?: string
  origin?: string[]
  id?: string
  'no-analytics'?: boolean
  json?: boolean
  'max-cost-wei'?: string
  'per-account-per-day'?: string
  'per-day'?: string
  'max-cost-wei-per-day'?: string
  off?: boolean
  email?: string
  passkey?: string
  socials?: string
}

const limitFlags = ['max-cost-wei', 'per-account-per-day', 'per-day', 'max-cost-wei-per-day'] as const

/** Why a command line cannot run, as printed: the flags it lacks, or flags that cannot go together. */
function refusalOf(subcommand: ProjectsSubcommand, values: ProjectsArgs): string | undefined {
  if (subcommand === 'create' && !values.name) return `projects create needs --name\n\n${cliUsage}`
  if ((subcommand === 'rotate-key' || subcommand === 'sponsor' || subcommand === 'logins') && !values.id)
    return `projects ${subcommand} needs --id\n\n${cliUsage}`
  const limited = limitFlags.some((flag) => values[flag] !== undefined)
  if (subcommand === 'sponsor' && values.off && limited)
    return `projects sponsor takes limits or --off, not both\n\n${cliUsage}`
  if (
    subcommand === 'logins' &&
    values.email === undefined &&
    values.passkey === undefined &&
    values.socials === undefined
  )
    return `projects logins needs --email on|off, --passkey on|off or --socials P1,P2\n\n${cliUsage}`
  for (const flag of ['email', 'passkey'] as const) {
    const value = values[flag]
    if (value !== undefined && value !== 'on' && value !== 'off')
      return `--${flag} takes on or off, not "${value}"`
  }
  for (const flag of ['per-account-per-day', 'per-day'] as const) {
    const value = values[flag]
    if (value !== undefined && !/^\d+$/.test(value))
      return `--${flag} takes a whole number of operations, not "${value}"`
  }
  return undefined
}

/** The flags of `projects <subcommand>`, or the message saying why they cannot run. */
export function parseProjectsArgs(
  subcommand: ProjectsSubcommand,
  args: string[],
): { values: ProjectsArgs } | { refusal: string } {
  let values: ProjectsArgs
  try {
    ;({ values } = parseArgs({
      args,
      options: {
        name: { type: 'string' },
        origin: { type: 'string', multiple: true },
        id: { type: 'string' },
        'no-analytics': { type: 'boolean' },
        json: { type: 'boolean' },
        'max-cost-wei': { type: 'string' },
        'per-account-per-day': { type: 'string' },
        'per-day': { type: 'string' },
        'max-cost-wei-per-day': { type: 'string' },
        off: { type: 'boolean' },
        email: { type: 'string' },
        passkey: { type: 'string' },
        socials: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    return { refusal: `${(error as Error).message}\n\n${cliUsage}` }
  }
  const refusal = refusalOf(subcommand, values)
  return refusal ? { refusal } : { values }
}

/** The sponsorship `projects sponsor` sets: the limits given (each optional), or none with `--off`. */
export function sponsorshipOf(values: ProjectsArgs): SponsorshipPolicy | null {
  if (values.off) return null
  const perAccount = values['per-account-per-day']
  const perDay = values['per-day']
  return {
    ...(values['max-cost-wei'] !== undefined ? { maxOperationCostWei: values['max-cost-wei'] } : {}),
    ...(perAccount !== undefined ? { maxOperationsPerAccountPerDay: Number(perAccount) } : {}),
    ...(perDay !== undefined ? { maxOperationsPerDay: Number(perDay) } : {}),
    ...(values['max-cost-wei-per-day'] !== undefined
      ? { maxCostWeiPerDay: values['max-cost-wei-per-day'] }
      : {}),
  }
}

/**
 * The logins `projects logins` sets: `--email on|off`, `--passkey on|off`, `--socials google,github` (in order; `none` for no social
 * login); a flag not given leaves that kind as it is.
 */
export function loginsOf(values: ProjectsArgs): { email?: boolean; passkey?: boolean; socials?: string[] } {
  const socials = values.socials?.trim()
  return {
    ...(values.email !== undefined ? { email: values.email === 'on' } : {}),
    ...(values.passkey !== undefined ? { passkey: values.passkey === 'on' } : {}),
    ...(socials !== undefined
      ? {
          socials:
            socials === 'none'
              ? []
              : socials
                  .split(',')
                  .map((name) => name.trim().toLowerCase())
                  .filter(Boolean),
        }
      : {}),
  }
}
