import { useAccount } from 'wagmi'
import { WagmiHooks } from '../../wagmi/src/WagmiHooks.js'

/** wagmi 2 names the connected account `useAccount` (wagmi 3's `useConnection`); the rest of the page is shared. */
export function App() {
  const { address, status } = useAccount()
  return <WagmiHooks address={address} status={status} />
}
