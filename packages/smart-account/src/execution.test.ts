import { encodeFunctionData, erc20Abi, parseAbi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import {
  batchDefaultMode,
  decodeExecuteCall,
  decodeExecution,
  encodeExecuteCall,
  encodeExecution,
  singleDefaultMode,
} from './execution.js'

const to = privateKeyToAccount(generatePrivateKey()).address
const token = privateKeyToAccount(generatePrivateKey()).address
const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, 5n] })

test('one call is single mode, packed; several are a batch that reverts as a whole; each decodes back', () => {
  const single = encodeExecution([{ to, value: 7n }])
  expect(single.mode).toBe(singleDefaultMode)
  expect(decodeExecution(single.mode, single.executionCalldata)).toEqual([{ to, value: 7n, data: '0x' }])

  const calls = [
    { to, value: 1n },
    { to: token, data: transfer },
  ]
  const batch = encodeExecution(calls)
  expect(batch.mode).toBe(batchDefaultMode)
  expect(decodeExecution(batch.mode, batch.executionCalldata)).toEqual([
    { to, value: 1n, data: '0x' },
    { to: token, value: 0n, data: transfer },
  ])
  expect(decodeExecuteCall(encodeExecuteCall([{ to: token, data: transfer }]))).toEqual([
    { to: token, value: 0n, data: transfer },
  ])
})

test('anything but an execute call of the two default modes decodes to nothing', () => {
  expect(decodeExecuteCall('0x')).toBeUndefined()
  expect(decodeExecuteCall(transfer)).toBeUndefined()
  const { executionCalldata } = encodeExecution([{ to }])
  // Another ERC-7579 mode (here: try, not revert).
  expect(decodeExecution(`0x00${'01'.padEnd(62, '0')}`, executionCalldata)).toBeUndefined()
  // Too short for target and value.
  expect(decodeExecution(singleDefaultMode, '0x1234')).toBeUndefined()
  expect(decodeExecution(batchDefaultMode, '0x1234')).toBeUndefined()
  // The same selector's arguments on another function name are still the account's execute.
  const other = parseAbi(['function execute(bytes32 mode, bytes executionCalldata)'])
  expect(
    decodeExecuteCall(
      encodeFunctionData({
        abi: other,
        functionName: 'execute',
        args: [singleDefaultMode, executionCalldata],
      }),
    ),
  ).toEqual([{ to, value: 0n, data: '0x' }])
})
