import { ERC1967Proxy as erc1967ProxyBytecode } from '@metamask/delegation-abis/bytecode'
import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  parseAbi,
  zeroHash,
} from 'viem'
import type { SmartAccountContracts } from './smartAccountContracts.js'

const initializeAbi = parseAbi([
  'function initialize(address _owner, string[] _keyIds, uint256[] _xValues, uint256[] _yValues)',
])
const simpleFactoryAbi = parseAbi(['function deploy(bytes _bytecode, bytes32 _salt) returns (address)'])

export type SmartAccountDeployment = {
  /** The account's counterfactual address: where its proxy is, or will be once deployed. */
  address: Address
  factory: Address
  /** The factory call that deploys exactly this account; anyone may send it. */
  factoryData: Hex
}

/**
 * Where the embedded wallet's smart account of `owner` lives, and the factory call that creates it: an ERC1967
 * proxy of the HybridDeleGator initialized with `owner` as its only signer, CREATE2 from the SimpleFactory with a
 * zero salt. The frame acts from this address and the server sponsors it, so both derive it here.
 *
 * @example
 * const { address, factory, factoryData } = smartAccountDeployment(owner, { factory, implementation })
 */
export function smartAccountDeployment(
  owner: Address,
  contracts: Pick<SmartAccountContracts, 'factory' | 'implementation'>,
): SmartAccountDeployment {
  const initialize = encodeFunctionData({
    abi: initializeAbi,
    functionName: 'initialize',
    args: [owner, [], [], []],
  })
  const bytecode = concat([
    erc1967ProxyBytecode as Hex,
    encodeAbiParameters([{ type: 'address' }, { type: 'bytes' }], [contracts.implementation, initialize]),
  ])
  return {
    address: getContractAddress({ opcode: 'CREATE2', from: contracts.factory, salt: zeroHash, bytecode }),
    factory: contracts.factory,
    factoryData: encodeFunctionData({
      abi: simpleFactoryAbi,
      functionName: 'deploy',
      args: [bytecode, zeroHash],
    }),
  }
}
