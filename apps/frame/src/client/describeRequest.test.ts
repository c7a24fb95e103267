import { describe, expect, it } from 'vitest'
import { describeRequest } from './describeRequest.js'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const router = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

describe('describeRequest', () => {
  it('shows every call of a wallet_sendCalls batch, its receiver, ETH amount and data', () => {
    const description = describeRequest('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        atomicRequired: true,
        calls: [
          { to: token, data: '0x095ea7b3' },
          { to: router, value: '0xde0b6b3a7640000', data: '0x12345678' },
        ],
      },
    ])
    expect(description).toEqual({
      kind: 'calls',
      title: 'Send transactions',
      calls: [
        { to: token, value: '0', data: '0x095ea7b3' },
        { to: router, value: '1', data: '0x12345678' },
      ],
    })
  })

  it('shows a personal_sign payload as text when it is printable, and a transaction with its value in ETH', () => {
    expect(describeRequest('personal_sign', ['0x68656c6c6f', token])).toEqual({
      kind: 'message',
      title: 'Sign message',
      text: 'hello',
    })
    expect(
      describeRequest('eth_sendTransaction', [{ to: router, value: '0x1bc16d674ec80000' }]),
    ).toMatchObject({
      kind: 'transaction',
      to: router,
      value: '2',
    })
  })
})
