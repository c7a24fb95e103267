import { useConnection } from 'wagmi'
import { WagmiHooks } from './WagmiHooks.js'

/** wagmi 3 names the connected account `useConnection` (wagmi 2's `useAccount`). */
export function App() {
  const { address, status } = useConnection()
  return <WagmiHooks address={address} status={status} />
}
