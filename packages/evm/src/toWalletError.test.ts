import { TransactionFailedError, UserRejectedRequestError } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { toWalletError } from './toWalletError.js'

const withCode = (code: unknown, message = 'Request failed') => Object.assign(new Error(message), { code })

describe('toWalletError', () => {
  it('is a rejection for 4001 and 5000, also when a wrapper carries the code', () => {
    for (const error of [withCode(4001), withCode(5000), { data: { originalError: { code: 4001 } } }]) {
      const thrown = toWalletError(error, { shortMessage: 'Signature declined' })
      expect(thrown).toBeInstanceOf(UserRejectedRequestError)
      expect((thrown as UserRejectedRequestError).shortMessage).toBe('Signature declined')
      expect((thrown as UserRejectedRequestError).cause).toBe(error)
    }
  })

  it('decides by code, not by the wording of the message', () => {
    const worded = withCode(-32000, 'User rejected the transaction')
    expect(toWalletError(worded)).toBe(worded)
    const failed = toWalletError(worded, {}, (cause) => new TransactionFailedError({ cause }))
    expect(failed).toBeInstanceOf(TransactionFailedError)
  })
})
