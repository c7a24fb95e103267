import { appTexts } from '../texts/app.js'
import { textOf } from '../texts/textOf.js'
import { BaseError, type BaseErrorParameters } from './base.js'

/**
 * The social login's popup did not bring the visitor back: the browser blocked it, the visitor closed it, or it
 * did not finish in time. The widget shows the socials timeout alert; nothing of the login is stored.
 */
export class SocialLoginTimeoutError extends BaseError {
  override name = 'SocialLoginTimeoutError'
  readonly reason: 'blocked' | 'closed' | 'timeout'
  constructor({ reason, ...parameters }: BaseErrorParameters & { reason: 'blocked' | 'closed' | 'timeout' }) {
    super(textOf(appTexts, 'socialLoginUnfinished'), {
      ...parameters,
      details:
        parameters.details ??
        {
          blocked: 'The browser blocked the sign-in window.',
          closed: 'The sign-in window was closed before the login finished.',
          timeout: 'The sign-in window did not finish in time.',
        }[reason],
    })
    this.reason = reason
  }
}
