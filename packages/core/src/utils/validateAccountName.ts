import { InvalidAccountNameError } from '../errors/names.js'

/**
 * Checks a name a person typed (without its suffix) against the account-name rule: at least 4 characters;
 * letters, digits and hyphens only. Returns the error to show, or undefined when the name is valid.
 *
 * @example
 * validateAccountName('abc')?.shortMessage // 'Name must be at least 4 characters long'
 * validateAccountName('alice') // undefined
 */
export function validateAccountName(name: string): InvalidAccountNameError | undefined {
  if (name.length < 4) return new InvalidAccountNameError({ reason: 'tooShort' })
  if (!/^[a-zA-Z0-9-]+$/.test(name)) return new InvalidAccountNameError({ reason: 'invalidCharacters' })
  return undefined
}
