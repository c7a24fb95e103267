/** What one phase of load did: requests sent, answers by status, and the failures among them. */
export type LoadReport = {
  requests: number
  seconds: number
  byStatus: Record<string, number>
  /** Answers that break the contract: a 5xx other than the allowed ones, a body not JSON, a socket error. */
  failures: string[]
}

export type LoadRequest = { name: string; send(): Promise<Response> }

/**
 * Sends `requests` round-robin from `concurrency` loops until `stop()` is called; each answer is checked by
 * `accept` (true: served as it should be). Bounded: it stops by itself after `maxSeconds`.
 */
export function runLoad(parameters: {
  requests: readonly LoadRequest[]
  concurrency: number
  accept(request: LoadRequest, status: number, body: unknown): boolean
  maxSeconds?: number
}) {
  const report: LoadReport = { requests: 0, seconds: 0, byStatus: {}, failures: [] }
  const started = performance.now()
  const deadline = started + (parameters.maxSeconds ?? 60) * 1000
  let stopped = false
  let next = 0
  const loop = async () => {
    while (!stopped && performance.now() < deadline) {
      const request = parameters.requests[next++ % parameters.requests.length] as LoadRequest
      report.requests++
      try {
        const response = await request.send()
        const text = await response.text()
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch {
          body = undefined
        }
        const key = `${request.name} ${response.status}`
        report.byStatus[key] = (report.byStatus[key] ?? 0) + 1
        if (!parameters.accept(request, response.status, body))
          report.failures.push(`${request.name}: ${response.status} ${text.slice(0, 160)}`)
      } catch (error) {
        report.failures.push(
          `${request.name}: ${error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error)}`,
        )
      }
    }
  }
  const loops = Array.from({ length: parameters.concurrency }, loop)
  return {
    report,
    async stop(): Promise<LoadReport> {
      stopped = true
      await Promise.all(loops)
      report.seconds = (performance.now() - started) / 1000
      return report
    },
  }
}

/** One line for the log: the load held and what failed. */
export function describeLoad(name: string, report: LoadReport, extra = ''): string {
  const rate = Math.round(report.requests / Math.max(report.seconds, 0.001))
  return `[faults] ${name}: ${report.requests} requests in ${report.seconds.toFixed(1)} s (${rate}/s), ${report.failures.length} failed${extra}`
}
