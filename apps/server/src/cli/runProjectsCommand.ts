import { createDatabase, type Database } from '../db/createDatabase.js'
import { createProject, InvalidProjectError } from '../projects/createProject.js'
import { describeLogins } from '../projects/describeLogins.js'
import { describeSponsorship } from '../projects/describeSponsorship.js'
import { listProjects } from '../projects/listProjects.js'
import { rotateSecretKey } from '../projects/rotateSecretKey.js'
import { setLogins } from '../projects/setLogins.js'
import { setSponsorship } from '../projects/setSponsorship.js'
import { ensureDevProject } from '../seedDatabase.js'
import { serverModeOf } from '../serverMode.js'
import { type CliContext, type CliIo, databaseOf } from './cliContext.js'
import {
  loginsOf,
  type ProjectsArgs,
  type ProjectsSubcommand,
  parseProjectsArgs,
  sponsorshipOf,
} from './parseProjectsArgs.js'

/** One `projects` subcommand on an open database; returns the exit code. */
type ProjectsHandler = (db: Database, values: ProjectsArgs, io: CliIo) => Promise<number>

async function rotateKey(db: Database, values: ProjectsArgs, io: CliIo) {
  const key = await rotateSecretKey(db, values.id ?? '')
  io.out(
    values.json
      ? JSON.stringify({ id: values.id, secretKey: key })
      : `New secret key of ${values.id}: ${key}\nIt is shown only now; send it in the X-Latch-Secret-Key header.`,
  )
  return 0
}

async function sponsor(db: Database, values: ProjectsArgs, io: CliIo) {
  const policy = sponsorshipOf(values)
  await setSponsorship(db, values.id ?? '', policy)
  if (values.json) io.out(JSON.stringify({ id: values.id, sponsorship: policy }))
  else
    io.out(
      policy
        ? `${values.id}: the paymaster sponsors its smart accounts (${describeSponsorship(policy)})`
        : `${values.id}: its smart accounts pay their own gas`,
    )
  return 0
}

async function chooseLogins(db: Database, values: ProjectsArgs, io: CliIo) {
  const logins = await setLogins(db, values.id ?? '', loginsOf(values))
  io.out(
    values.json
      ? JSON.stringify({ id: values.id, logins })
      : `${values.id}: ${describeLogins(logins)}\nThe widget shows those this server can serve: e-mail with SMTP_URL, a social login with its client in LATCH_SOCIALS.`,
  )
  return 0
}

async function create(db: Database, values: ProjectsArgs, io: CliIo) {
  const project = await createProject(db, {
    name: values.name ?? '',
    allowedOrigins: values.origin ?? [],
    id: values.id,
    analyticsEnabled: !values['no-analytics'],
  })
  const { secretKeyHash: _hash, ...shown } = project
  io.out(
    values.json
      ? JSON.stringify(shown)
      : `Created project ${project.id} (${project.name})\nSecret key: ${project.secretKey}\nIt is shown only now (rotate it with projects rotate-key); send it in the X-Latch-Secret-Key header from your own servers.`,
  )
  return 0
}

async function list(db: Database, values: ProjectsArgs, io: CliIo) {
  const projects = (await listProjects(db)).map(({ secretKeyHash: _hash, ...project }) => project)
  if (values.json) {
    io.out(JSON.stringify(projects))
    return 0
  }
  for (const project of projects) {
    const analytics = project.analyticsEnabled ? 'analytics on' : 'analytics off'
    const sponsored = project.sponsorship
      ? `sponsored (${describeSponsorship(project.sponsorship)})`
      : 'not sponsored'
    const logins = describeLogins(project.logins)
    const key = project.secretKeyHint ? `key ${project.secretKeyHint}…` : 'no key (projects rotate-key)'
    io.out(
      `${project.id}\t${project.name}\t${project.allowedOrigins.join(' ')}\t${analytics}\t${sponsored}\t${logins}\t${key}`,
    )
  }
  return 0
}

const handlers: Record<ProjectsSubcommand, ProjectsHandler> = {
  create,
  list,
  'rotate-key': rotateKey,
  sponsor,
  logins: chooseLogins,
}

/**
 * `latch-server projects <subcommand>`: checks the flags, opens the database (with the development project
 * in development) and runs the subcommand; 2 for a command line it cannot run, 1 for a project it refuses.
 */
export async function runProjectsCommand(
  context: CliContext,
  subcommand: ProjectsSubcommand,
  args: string[],
): Promise<number> {
  const { io } = context
  const parsed = parseProjectsArgs(subcommand, args)
  if ('refusal' in parsed) {
    io.err(parsed.refusal)
    return 2
  }
  const database = await createDatabase(databaseOf(context))
  try {
    if (serverModeOf(io.env.NODE_ENV) === 'development') await ensureDevProject(database.db)
    return await handlers[subcommand](database.db, parsed.values, io)
  } catch (error) {
    if (error instanceof InvalidProjectError) {
      io.err(error.message)
      return 1
    }
    throw error
  } finally {
    await database.close()
  }
}
