import { numberToHex } from 'viem'
import { addedChain } from '../answerSigningRequest.js'
import { UnrecognizedChainError, UnsupportedMethodError } from '../errors.js'
import { parseAddEthereumChain, parseChainId } from '../requestParams.js'
import { type InjectedWalletState, setChain } from './injectedWalletState.js'

/** The methods that read or change the wallet's current chain. */
export const chainMethods = new Set([
  'eth_chainId',
  'net_version',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
])

/**
 * The wallet's answer to a site reading or changing its chain. A switch to a chain it does not know is 4902; an
 * added chain is kept (with its configured RPC if the wallet knew it) and, as the common extensions do, switched to.
 * A wallet set to refuse chain switches answers both with 4200.
 */
export async function answerChainRequest(
  state: InjectedWalletState,
  method: string,
  params: readonly unknown[],
): Promise<unknown> {
  switch (method) {
    case 'eth_chainId':
      return numberToHex(state.chainId)
    case 'net_version':
      return String(state.chainId)
    case 'wallet_switchEthereumChain': {
      const id = parseChainId(params[0])
      if (state.refuseChainSwitch)
        throw new UnsupportedMethodError(`${state.walletName} does not support wallet_switchEthereumChain.`)
      if (id === state.chainId) return null
      if (!state.chains.has(id)) throw new UnrecognizedChainError(numberToHex(id))
      await state.prompts.prompt(method)
      await setChain(state, id)
      return null
    }
    case 'wallet_addEthereumChain': {
      const parameter = parseAddEthereumChain(params[0])
      if (state.refuseChainSwitch)
        throw new UnsupportedMethodError(`${state.walletName} does not support wallet_addEthereumChain.`)
      const id = Number(BigInt(parameter.chainId))
      if (id === state.chainId && state.chains.has(id)) return null
      await state.prompts.prompt(method)
      const known = state.chains.get(id) ?? state.forgotten.get(id)
      state.forgotten.delete(id)
      state.chains.set(id, addedChain(parameter, known))
      state.addedChains.push(parameter)
      await setChain(state, id)
      return null
    }
  }
  throw new Error(`${method} is not a chain request.`)
}
