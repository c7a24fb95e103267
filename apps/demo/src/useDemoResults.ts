import { useState } from 'react'

/** What the demo's last actions left to show: an error, a signature, a transaction hash. */
export type DemoResults = {
  error: string
  setError(error: string): void
  /** Shows a failure: the error's short message where it has one. */
  fail(error: { shortMessage?: string; message: string }): void
  signature: string
  setSignature(signature: string): void
  txHash: string
  setTxHash(txHash: string): void
}

export function useDemoResults(): DemoResults {
  const [error, setError] = useState('')
  const [signature, setSignature] = useState('')
  const [txHash, setTxHash] = useState('')
  return {
    error,
    setError,
    fail: (e) => setError(e.shortMessage ?? e.message),
    signature,
    setSignature,
    txHash,
    setTxHash,
  }
}
