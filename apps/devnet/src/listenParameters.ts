/** Where one of the devnet's local services listens. */
export type ListenParameters = {
  /** 0 picks a free port. Default 0. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
}
