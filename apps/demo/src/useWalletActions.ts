import { signMessage as signTextMessage } from '@latch/core'
import { useLatch, useLatchAccount, useLatchNetwork, useLatchProvider } from '@latch/react'
import type { DemoResults } from './useDemoResults.js'

/** What 'Sign message' asks the wallet to sign (personal_sign, solana:signMessage, bitcoin:signMessage or signRaw). */
export const DEMO_MESSAGE = 'Hello from Latch Lab'
/** Where 'Send 0.001 ETH' sends to (anvil's last test account). */
export const DEMO_RECIPIENT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

/** 'Sign message' and 'Send 0.001 ETH' on the connected wallet, their outcome shown in `results`. */
export function useWalletActions(results: DemoResults) {
  const latch = useLatch()
  const account = useLatchAccount()
  const network = useLatchNetwork()
  const { provider } = useLatchProvider()
  const { setError, fail, setSignature, setTxHash } = results

  const signMessage = () => {
    if (!account.address) return setError('Not connected')
    setError('')
    setSignature('')
    // A Solana, Bitcoin or Polkadot wallet signs the text itself (solana:signMessage, base58;
    // bitcoin:signMessage, BIP-322 in base64; the extension's signRaw, hex).
    const namespace = network.caipNetwork?.chainNamespace
    if (namespace === 'solana' || namespace === 'bip122' || namespace === 'polkadot')
      return void signTextMessage(latch, { message: DEMO_MESSAGE }).then(setSignature).catch(fail)
    if (!provider) return setError('Not connected')
    const hex = `0x${[...new TextEncoder().encode(DEMO_MESSAGE)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
    provider
      .request({ method: 'personal_sign', params: [hex, account.address] })
      .then((result) => setSignature(String(result)))
      .catch(fail)
  }
  const sendTransaction = () => {
    if (!provider || !account.address) return setError('Not connected')
    setError('')
    setTxHash('')
    provider
      .request({
        method: 'eth_sendTransaction',
        params: [{ from: account.address, to: DEMO_RECIPIENT, value: '0x38d7ea4c68000' }],
      })
      .then((result) => setTxHash(String(result)))
      .catch(fail)
  }
  return { signMessage, sendTransaction }
}
