import { describe, expect, it } from 'vitest'
import { InvalidSolanaRequestError, UnsupportedSolanaMethodError } from './errors.js'
import { validateSolanaRequest } from './validateSolanaRequest.js'

const pubkey = 'AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD'
const transaction = 'AQAAAA=='

describe('validateSolanaRequest', () => {
  it('takes a message and a pubkey, a transaction, or a list of transactions', () => {
    expect(
      validateSolanaRequest({ method: 'solana_signMessage', params: { message: '3yZe7d', pubkey } }),
    ).toEqual({
      method: 'solana_signMessage',
      message: '3yZe7d',
      pubkey,
    })
    expect(validateSolanaRequest({ method: 'solana_signTransaction', params: { transaction } })).toEqual({
      method: 'solana_signTransaction',
      transaction,
    })
    expect(
      validateSolanaRequest({
        method: 'solana_signAllTransactions',
        params: { transactions: [transaction, transaction] },
      }),
    ).toEqual({ method: 'solana_signAllTransactions', transactions: [transaction, transaction] })
  })

  it.each([
    ['solana_signMessage', { pubkey }],
    ['solana_signMessage', { message: '3yZe7d' }],
    ['solana_signMessage', { message: 'not base58 0OIl', pubkey }],
    ['solana_signMessage', { message: '3yZe7d', pubkey: 'short' }],
    ['solana_signMessage', undefined],
    ['solana_signTransaction', {}],
    ['solana_signTransaction', { transaction: 'not base64!' }],
    ['solana_signAllTransactions', { transactions: [] }],
    ['solana_signAllTransactions', { transactions: [transaction, 42] }],
    ['solana_signAndSendTransaction', { sendOptions: {} }],
    ['solana_signAndSendTransaction', { transaction, sendOptions: { skipPreflight: 'yes' } }],
    ['solana_signAndSendTransaction', { transaction, sendOptions: { maxRetries: -1 } }],
  ])('refuses %s with %j', (method, params) => {
    expect(() => validateSolanaRequest({ method, params })).toThrow(InvalidSolanaRequestError)
  })

  it('accepts exactly the specification preflight commitments, mapping the deprecated ones', () => {
    const commitments = {
      processed: 'processed',
      confirmed: 'confirmed',
      finalized: 'finalized',
      recent: 'processed',
      single: 'confirmed',
      singleGossip: 'confirmed',
      root: 'finalized',
      max: 'finalized',
    }
    for (const [given, sent] of Object.entries(commitments))
      expect(
        validateSolanaRequest({
          method: 'solana_signAndSendTransaction',
          params: { transaction, sendOptions: { preflightCommitment: given, skipPreflight: false } },
        }),
      ).toEqual({
        method: 'solana_signAndSendTransaction',
        transaction,
        sendOptions: { preflightCommitment: sent, skipPreflight: false },
      })
    for (const wrong of ['latest', 'Confirmed', 'toString', ''])
      expect(() =>
        validateSolanaRequest({
          method: 'solana_signAndSendTransaction',
          params: { transaction, sendOptions: { preflightCommitment: wrong } },
        }),
      ).toThrow(/Invalid preflight commitment/)
  })

  it('refuses other methods with 4200', () => {
    expect(() => validateSolanaRequest({ method: 'eth_sendTransaction' })).toThrow(
      UnsupportedSolanaMethodError,
    )
  })
})
