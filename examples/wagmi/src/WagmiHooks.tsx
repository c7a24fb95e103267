import { ConnectButton, NetworkButton } from '@latch/react'
import { useState } from 'react'
import { type Address, erc20Abi, isAddress, parseUnits } from 'viem'
import { useBalance, useChainId, useSignMessage, useSwitchChain, useWriteContract, version } from 'wagmi'

/** The devnet's USDC (6 decimals), at the same address on both chains. */
const usdc: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

export type WagmiHooksProps = {
  /** The account wagmi sees: `useConnection()` on wagmi 3, `useAccount()` on wagmi 2. */
  address: Address | undefined
  status: 'connected' | 'connecting' | 'disconnected' | 'reconnecting'
}

/**
 * wagmi's hooks on the wallet the visitor connected in the Latch modal: these hooks are the same on wagmi 2 and
 * 3, so examples/wagmi2 renders this page too, under its own wagmi.
 */
export function WagmiHooks({ address, status }: WagmiHooksProps) {
  const chainId = useChainId()
  const balance = useBalance({ address })
  const sign = useSignMessage()
  const write = useWriteContract()
  const switchChain = useSwitchChain()
  const [to, setTo] = useState('')
  return (
    <main>
      <h1>Latch with wagmi {version.split('.')[0]}</h1>
      <ConnectButton />
      <NetworkButton />
      <dl>
        <dt>wagmi version</dt>
        <dd data-testid="wagmi-version">{version}</dd>
        <dt>wagmi status</dt>
        <dd data-testid="wagmi-status">{status}</dd>
        <dt>wagmi address</dt>
        <dd data-testid="wagmi-address">{address ?? ''}</dd>
        <dt>wagmi chain</dt>
        <dd data-testid="wagmi-chain">{chainId}</dd>
        <dt>wagmi balance (wei)</dt>
        <dd data-testid="wagmi-balance">{balance.data?.value.toString() ?? ''}</dd>
      </dl>
      <button
        type="button"
        disabled={!address}
        onClick={() => sign.signMessage({ message: 'Hello from wagmi' })}
      >
        Sign with wagmi
      </button>
      <output data-testid="wagmi-signature">{sign.data ?? sign.error?.message ?? ''}</output>
      <label>
        Send 1 USDC to <input data-testid="usdc-to" value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={!address || !isAddress(to)}
        onClick={() =>
          write.writeContract({
            address: usdc,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to as Address, parseUnits('1', 6)],
          })
        }
      >
        Write with wagmi
      </button>
      <output data-testid="wagmi-tx">{write.data ?? write.error?.message ?? ''}</output>
      {switchChain.chains.map((chain) => (
        <button
          key={chain.id}
          type="button"
          data-testid={`wagmi-switch-${chain.id}`}
          disabled={!address || chain.id === chainId}
          onClick={() => switchChain.switchChain({ chainId: chain.id })}
        >
          Switch to {chain.name} with wagmi
        </button>
      ))}
    </main>
  )
}
