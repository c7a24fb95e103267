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

const initializeAbi = parseAbi([
  'function initialize(address _owner, string[] _keyIds, uint256[] _xValues, uint256[] _yValues)',
])
const simpleFactoryAbi = parseAbi(['function deploy(bytes _bytecode, bytes32 _salt) returns (address)'])

/**
 * Where the embedded wallet's smart account of `owner` lives, and the factory call that creates it: an ERC1967
 * proxy of the HybridDeleGator initialized with `owner` as its only signer, CREATE2 from the SimpleFactory with a
 * zero salt. The frame derives its account the same way (`apps/frame/src/client/smartAccount.ts`); both are
 * checked against the chain's own deployment, so the address the server sponsors is the one the wallet sends from.
 *
 * @example
 * const { address } = smartAccountDeployment(owner, { factory, implementation })
 */
export function smartAccountDeployment(
  owner: Address,
  contracts: { factory: Address; implementation: Address },
): { address: Address; factory: Address; factoryData: Hex } {
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
