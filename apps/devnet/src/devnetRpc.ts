/**
 * One JSON-RPC call to a devnet chain, for arranging or reading chain state in tests and benchmarks
 * (`anvil_setBalance`, `eth_getBalance`, …). A node error throws with the node's message; `timeoutMs` bounds
 * the call.
 *
 * @example
 * await devnetRpc(chain.rpcUrl, 'anvil_setBalance', [address, '0xde0b6b3a7640000'])
 */
export async function devnetRpc<T = unknown>(
  url: string,
  method: string,
  params: unknown = [],
  { timeoutMs }: { timeoutMs?: number } = {},
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    ...(timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
  })
  const body = (await response.json()) as { result: T; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}

/**
 * The receipt of `hash`, polled until the chain has one: anvil can answer a send before its block exists,
 * so state read right after a send may not show it yet.
 *
 * @example
 * const { status } = await waitForDevnetReceipt(chain.rpcUrl, hash)
 */
export async function waitForDevnetReceipt(
  url: string,
  hash: string,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Promise<{ status: `0x${string}` }> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = await devnetRpc<{ status: `0x${string}` } | null>(url, 'eth_getTransactionReceipt', [
      hash,
    ])
    if (receipt) return receipt
    if (Date.now() > deadline) throw new Error(`no receipt for ${hash} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
