import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { nextTemplate } from './templates/next.js'
import type { AppSettings, Template } from './templates/shared.js'
import { viteTemplate } from './templates/vite.js'

export const TEMPLATES = { vite: viteTemplate, next: nextTemplate } as const
export type TemplateName = keyof typeof TEMPLATES

export type CreateAppParameters = {
  /** Where the app goes: a new or empty directory. */
  directory: string
  template?: TemplateName
  apiUrl?: string
  projectId?: string
  networks?: AppSettings['networks']
  latchVersion?: string
}

export type CreateAppReturnType = { directory: string; files: string[]; template: Template }

/** A problem with what was asked, said to the person running the command. */
export class CreateAppError extends Error {
  override name = 'CreateAppError'
}

/** The local stack's server and project (`npm start` in the Latch repository). */
export const LOCAL_API_URL = 'http://127.0.0.1:8787'
export const LOCAL_PROJECT_ID = 'latch-dev'

/**
 * Writes a new dApp with Latch into `directory`: a Vite or Next.js app with the connect and network buttons,
 * its `.env` naming the Latch server and project. Refuses a directory that has files in it.
 *
 * @example
 * createApp({ directory: 'my-dapp', template: 'next', apiUrl: 'https://latch.example.com', projectId: 'shop' })
 */
export function createApp(parameters: CreateAppParameters): CreateAppReturnType {
  const directory = resolve(parameters.directory)
  const name = basename(directory)
    .toLowerCase()
    .replace(/[^a-z0-9-._~]/g, '-')
  const template = parameters.template ?? 'vite'
  if (!(template in TEMPLATES))
    throw new CreateAppError(`Unknown template "${template}": choose ${Object.keys(TEMPLATES).join(' or ')}.`)
  const apiUrl = parameters.apiUrl ?? LOCAL_API_URL
  if (!/^https?:\/\/[^\s/]+/.test(apiUrl))
    throw new CreateAppError(`The API URL "${apiUrl}" is not an http(s) URL, such as ${LOCAL_API_URL}.`)
  const projectId = parameters.projectId ?? LOCAL_PROJECT_ID
  if (!/^[\w-]{1,128}$/.test(projectId))
    throw new CreateAppError(`The project id "${projectId}" may hold only letters, digits, "-" and "_".`)
  if (existsSync(directory) && readdirSync(directory).length > 0)
    throw new CreateAppError(`${directory} is not empty: choose a new directory.`)
  const made = TEMPLATES[template]({
    name,
    apiUrl: apiUrl.replace(/\/+$/, ''),
    projectId,
    networks: parameters.networks ?? 'local',
    latchVersion: parameters.latchVersion ?? '^0.1.0',
  })
  for (const [path, content] of Object.entries(made.files)) {
    mkdirSync(dirname(join(directory, path)), { recursive: true })
    writeFileSync(join(directory, path), content)
  }
  return { directory, files: Object.keys(made.files).sort(), template: made }
}
