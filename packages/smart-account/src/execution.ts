import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  getAddress,
  type Hex,
  hexToBigInt,
  parseAbi,
  size,
  sliceHex,
  zeroHash,
} from 'viem'

/** One call an account makes: to whom, with how much ETH and which data. */
export type Execution = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

/** A call read back from execution calldata: its value and data spelled out. */
export type DecodedExecution = { to: Address; value: bigint; data: Hex }

/** ERC-7579 execution modes: one call, or a batch that reverts as a whole. */
export const singleDefaultMode: Hex = zeroHash
export const batchDefaultMode: Hex = `0x01${'00'.repeat(31)}`

/** The HybridDeleGator's ERC-7579 entry point, through which the account runs every call. */
export const executeAbi = parseAbi(['function execute(bytes32 _mode, bytes _executionCalldata) payable'])

const executionsParameter = [
  {
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'callData', type: 'bytes' },
    ],
  },
] as const

/**
 * ERC-7579 execution calldata: `target ‖ value ‖ data` for one call (single mode), `abi.encode(Execution[])` for
 * a batch.
 *
 * @example
 * const { mode, executionCalldata } = encodeExecution([{ to, value: 1n }])
 */
export function encodeExecution(calls: readonly Execution[]): { mode: Hex; executionCalldata: Hex } {
  const [only] = calls
  if (calls.length === 1 && only)
    return {
      mode: singleDefaultMode,
      executionCalldata: encodePacked(
        ['address', 'uint256', 'bytes'],
        [only.to, only.value ?? 0n, only.data ?? '0x'],
      ),
    }
  return {
    mode: batchDefaultMode,
    executionCalldata: encodeAbiParameters(executionsParameter, [
      calls.map((call) => ({ target: call.to, value: call.value ?? 0n, callData: call.data ?? '0x' })),
    ]),
  }
}

/**
 * The calls that execution calldata of `mode` runs, each with its value and data spelled out; undefined for a
 * mode other than the two defaults, or calldata that does not decode.
 *
 * @example
 * decodeExecution(mode, executionCalldata) // [{ to, value: 1n, data: '0x' }]
 */
export function decodeExecution(mode: Hex, executionCalldata: Hex): DecodedExecution[] | undefined {
  try {
    if (mode === singleDefaultMode) {
      const length = size(executionCalldata)
      if (length < 52) return undefined
      return [
        {
          to: getAddress(sliceHex(executionCalldata, 0, 20)),
          value: hexToBigInt(sliceHex(executionCalldata, 20, 52)),
          data: length === 52 ? '0x' : sliceHex(executionCalldata, 52),
        },
      ]
    }
    if (mode === batchDefaultMode)
      return decodeAbiParameters(executionsParameter, executionCalldata)[0].map((execution) => ({
        to: execution.target,
        value: execution.value,
        data: execution.callData,
      }))
  } catch {
    // Not ABI-encoded executions.
  }
  return undefined
}

/**
 * The account's own call data for `calls`: `execute(mode, executionCalldata)`, as its UserOperations carry it.
 *
 * @example
 * const callData = encodeExecuteCall([{ to: usdc, data: transfer }])
 */
export function encodeExecuteCall(calls: readonly Execution[]): Hex {
  const { mode, executionCalldata } = encodeExecution(calls)
  return encodeFunctionData({ abi: executeAbi, functionName: 'execute', args: [mode, executionCalldata] })
}

/**
 * The calls an account's `execute(mode, executionCalldata)` runs, or undefined for any other call data.
 *
 * @example
 * decodeExecuteCall(userOperation.callData) // [{ to, value, data }, …]
 */
export function decodeExecuteCall(callData: Hex): DecodedExecution[] | undefined {
  try {
    const [mode, executionCalldata] = decodeFunctionData({ abi: executeAbi, data: callData }).args
    return decodeExecution(mode, executionCalldata)
  } catch {
    // Not an execute call.
    return undefined
  }
}
