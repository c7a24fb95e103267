import { isHex, type LocalAccount } from 'viem'
import { InvalidParamsError } from './errors.js'
import { parseTypedData, toNumber } from './requestParams.js'
import { sendTransaction } from './sendTransaction.js'
import type { AddEthereumChainParameter, TestWalletChain } from './testWallet.js'

/** The methods `answerSigningRequest` answers. */
export const signingMethods = new Set(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])

export type SigningWallet = {
  /** The active account. */
  account: () => LocalAccount
  /** Stands for the person answering the wallet's prompt (throws to decline). */
  prompt: (method: string) => Promise<void>
  /** Sends go through it one at a time, so two quick sends never take the same nonce. */
  queue: { last: Promise<unknown> }
}

export type SigningRequest = {
  method: string
  params: readonly unknown[]
  /** The chain the request is for, when it is read: typed data must name it, a transaction is sent on it. */
  chain: () => TestWalletChain
  /** Throws unless the requester may sign for `address`. */
  requireAccount: (address: unknown) => void
  /** Throws unless the requester may send (the injected wallet: a connected site). */
  requireSender?: (() => void) | undefined
}

/**
 * The answer of a test wallet, injected or WalletConnect, to a signing or sending request: the parameters
 * checked as a real wallet checks them, then the prompt, then the account's signature or the sent
 * transaction's hash.
 */
export async function answerSigningRequest(wallet: SigningWallet, request: SigningRequest): Promise<unknown> {
  const { method, params } = request
  switch (method) {
    case 'personal_sign': {
      const [message, address] = params
      if (typeof message !== 'string')
        throw new InvalidParamsError('personal_sign expects [message, address].')
      request.requireAccount(address)
      await wallet.prompt(method)
      return wallet.account().signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = params
      request.requireAccount(address)
      const typedData = parseTypedData(data)
      const domainChainId = typedData.domain?.chainId
      const { id } = request.chain()
      if (domainChainId !== undefined && domainChainId !== null && toNumber(domainChainId) !== id)
        throw new InvalidParamsError(
          `Provided chainId "${String(domainChainId)}" must match the active chainId "${id}".`,
        )
      await wallet.prompt(method)
      // The typed data is the site's, checked by viem while signing; its shape is not known statically.
      return wallet.account().signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])
    }
    case 'eth_sendTransaction': {
      request.requireSender?.()
      if (params[0] === undefined) throw new InvalidParamsError('eth_sendTransaction expects [transaction].')
      await wallet.prompt(method)
      // The chain of the moment the person approved, as an injected wallet that switched meanwhile sends.
      const chain = request.chain()
      const sent = wallet.queue.last.then(() =>
        sendTransaction({
          account: wallet.account(),
          chainId: chain.id,
          rpcUrl: chain.rpcUrl,
          transaction: params[0],
        }),
      )
      // A failed send answers its own request; the next one still goes.
      wallet.queue.last = sent.catch(() => {})
      return sent
    }
  }
  throw new Error(`${method} is not a signing request.`)
}

/**
 * The chain an accepted wallet_addEthereumChain leaves in the wallet. A chain the wallet was told about keeps
 * its configured RPC: the site's URLs may be unreachable here.
 */
export function addedChain(
  parameter: AddEthereumChainParameter,
  known: TestWalletChain | undefined,
): TestWalletChain {
  return {
    id: Number(BigInt(parameter.chainId)),
    rpcUrl: known?.rpcUrl ?? (parameter.rpcUrls[0] as string),
    ...(parameter.chainName ? { name: parameter.chainName } : {}),
    ...(parameter.nativeCurrency ? { nativeCurrency: parameter.nativeCurrency } : {}),
  }
}
