import { numberToHex } from 'viem'
import { answerCallsRequest, callsMethods } from '../answerCallsRequest.js'
import { addedChain, answerSigningRequest, signingMethods } from '../answerSigningRequest.js'
import { UnrecognizedChainError, UnsupportedMethodError } from '../errors.js'
import { isForwardedRead } from '../forwardedReads.js'
import { parseAddEthereumChain, parseChainId } from '../requestParams.js'
import { requireActiveAccount } from '../requireActiveAccount.js'
import { rpcRequest } from '../rpcRequest.js'
import { setChain, updateSessions } from './sessionUpdates.js'
import { activeAccount, chainReference, type WalletConnectWalletState } from './walletConnectState.js'

/**
 * The wallet's answer to a session request on an `eip155:` chain: batches (EIP-5792), signatures and sends on the
 * request's chain, the chain and account reads, switching and adding chains (an added chain is offered in every
 * session), and the reads it forwards to that chain's RPC; anything else is 4200.
 */
export async function answerEip155Request(
  state: WalletConnectWalletState,
  method: string,
  list: readonly unknown[],
  caipChainId: string,
): Promise<unknown> {
  const requestChainId = chainReference(state, caipChainId)
  const chain = state.chains.get(requestChainId)
  if (!chain) throw new UnrecognizedChainError(numberToHex(requestChainId))
  const requireAccount = (address: unknown) => requireActiveAccount(activeAccount(state), address)
  if (signingMethods.has(method))
    return answerSigningRequest(state.signing, { method, params: list, chain: () => chain, requireAccount })
  if (callsMethods.has(method))
    return answerCallsRequest(state.signing, {
      method,
      params: list,
      chain: () => chain,
      chainOf: (id) => state.chains.get(id),
      requireAccount,
    })
  switch (method) {
    case 'eth_chainId':
      return numberToHex(requestChainId)
    case 'net_version':
      return String(requestChainId)
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [activeAccount(state).address]
    case 'wallet_switchEthereumChain': {
      const id = parseChainId(list[0])
      if (!state.chains.has(id)) throw new UnrecognizedChainError(numberToHex(id))
      await state.prompts.prompt(method)
      await setChain(state, id)
      return null
    }
    case 'wallet_addEthereumChain': {
      const parameter = parseAddEthereumChain(list[0])
      const id = Number(BigInt(parameter.chainId))
      await state.prompts.prompt(method)
      const known = state.chains.get(id)
      state.chains.set(id, addedChain(parameter, known))
      state.addedChains.push(parameter)
      if (!known) await updateSessions(state)
      await setChain(state, id)
      return null
    }
  }
  if (!isForwardedRead(method))
    throw new UnsupportedMethodError(`${state.metadata.name} does not support the method "${method}".`)
  return rpcRequest(chain.rpcUrl, method, [...list])
}
