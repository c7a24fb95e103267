// Loaded only when a request to the server fails: the texts stay out of the page's first script.

const reported = new Set<string>()
const CREATE_PROJECT = 'npm run projects -w @latch/server -- create --name <name> --origin'

/**
 * Says in the console, once per server and problem, why the widget gets nothing from its server and what fixes it:
 * the browser's own lines ("connection refused", a 403) name no cause. `code` is the server's error code, or
 * undefined when no answer came.
 */
export function explainApiProblem(url: string, code: string | undefined): void {
  const { origin, searchParams } = new URL(url)
  const projectId = searchParams.get('projectId') ?? ''
  const site = typeof location === 'undefined' ? '<site>' : location.origin
  const text =
    code === undefined
      ? `no answer from its server at ${origin} (apiUrl). Start the server (\`npm start\` in the Latch repository runs it with the whole local stack), or set apiUrl in createLatch to your deployment of @latch/server.`
      : code === 'ORIGIN_NOT_ALLOWED'
        ? `the server at ${origin} does not allow ${site} for project "${projectId}". Register the site on that server (\`${CREATE_PROJECT} ${site}\` prints a project id for it), or add the origin to the project's allowlist.`
        : code === 'PROJECT_NOT_FOUND'
          ? `no project "${projectId}" on the server at ${origin}. Create it there (\`${CREATE_PROJECT} ${site}\` prints its id), and pass that id as createLatch({ projectId }).`
          : undefined
  const key = `${origin} ${code}`
  if (!text || reported.has(key)) return
  reported.add(key)
  console.error(`Latch: ${text}`)
}
