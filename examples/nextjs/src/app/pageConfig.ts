/** Where the page's services are: `LATCH_PAGE_CONFIG` (JSON) on the server, else the local stack's ports. */
export type PageConfig = {
  apiUrl: string
  projectId: string
  networks: { id: number; name: string; rpcUrl: string }[]
  frameUrl?: string
}

const fallback: PageConfig = {
  apiUrl: 'http://127.0.0.1:8787',
  projectId: 'latch-dev',
  networks: [
    { id: 31337, name: 'Latch Devnet', rpcUrl: 'http://127.0.0.1:8545' },
    { id: 31338, name: 'Latch Devnet 2', rpcUrl: 'http://127.0.0.1:8546' },
  ],
}

/** Read on the server for each request, and handed to the browser as the providers' props. */
export function readPageConfig(): PageConfig {
  const text = process.env.LATCH_PAGE_CONFIG
  if (!text) return fallback
  try {
    return { ...fallback, ...(JSON.parse(text) as Partial<PageConfig>) }
  } catch {
    return fallback
  }
}
