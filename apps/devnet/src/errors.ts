/** Base class of every error thrown by the devnet; `shortMessage` is the first line, `details` the cause. */
export class DevnetError extends Error {
  override name = 'DevnetError'
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: { details?: string | undefined; cause?: unknown } = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.shortMessage = shortMessage
    this.details = options.details
  }
}

export class AnvilNotFoundError extends DevnetError {
  override name = 'AnvilNotFoundError'
  constructor({ cause }: { cause?: unknown } = {}) {
    super(
      'The anvil binary was not found. Install it with `npm install` at the repository root (package @foundry-rs/anvil-linux-amd64, Linux x64 only).',
      { cause },
    )
  }
}

export class PortInUseError extends DevnetError {
  override name = 'PortInUseError'
  constructor({ host, port }: { host: string; port: number }) {
    super(
      `Port ${port} on ${host} is already in use. Stop the process that holds it, or choose other ports (DEVNET_PORTS=8547,8548 npm run devnet).`,
    )
  }
}

export class AnvilStartError extends DevnetError {
  override name = 'AnvilStartError'
}

export class DeploymentError extends DevnetError {
  override name = 'DeploymentError'
}

export class BundlerStartError extends DevnetError {
  override name = 'BundlerStartError'
}
