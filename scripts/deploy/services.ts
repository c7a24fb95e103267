/** A service the deployment ships as an image of its own: its workspace, its folder, where it answers it is up. */
export type DeployedService = {
  name: 'server' | 'relay' | 'frame' | 'farcaster-relay'
  workspace: string
  /** The arguments after `node build/cli.js`. */
  args: readonly string[]
  /** Answers 200 once the service can serve (its database answers, where it has one). */
  readyPath: string
}

/** The four services, in the order they start: the server first, since the frame reads its projects. */
export const deployedServices: readonly DeployedService[] = [
  { name: 'server', workspace: '@latch/server', args: ['serve'], readyPath: '/ready' },
  { name: 'relay', workspace: '@latch/relay', args: [], readyPath: '/ready' },
  { name: 'frame', workspace: '@latch/frame', args: [], readyPath: '/ready' },
  // Farcaster's channel API has no readiness probe of its own; its health check is the one its clients know.
  { name: 'farcaster-relay', workspace: '@latch/farcaster-relay', args: [], readyPath: '/healthcheck' },
]
