import { applyMode } from './applyMode.js'
import type { TestWalletMode } from './testWallet.js'

/** How a test wallet stands for the person at its prompts, as the test set it with `on(method, mode)`. */
export type WalletPrompts = {
  /** The modes the test set, by method; `'*'` applies to every prompting method. */
  readonly modes: Map<string, TestWalletMode>
  /** Stands for the person answering the prompt of `method`: resolves to approve, throws to decline. */
  prompt(method: string): Promise<void>
  /**
   * What happens before any request is answered: a method that opens no prompt still follows a mode set for it by
   * name (a delay, an error), so a test can slow down or fail a read; `'*'` leaves those alone.
   */
  beforeAnswer(method: string): Promise<void>
}

/**
 * The prompts of one test wallet: `promptingMethods` are those a real wallet asks its user about, the ones the
 * `'*'` mode applies to.
 *
 * @example
 * const prompts = createWalletPrompts(new Set(['personal_sign']))
 * prompts.modes.set('personal_sign', 'reject')
 * await prompts.prompt('personal_sign') // throws 4001
 */
export function createWalletPrompts(promptingMethods: ReadonlySet<string>): WalletPrompts {
  const modes = new Map<string, TestWalletMode>()
  return {
    modes,
    prompt: (method) => applyMode(modes.get(method) ?? modes.get('*') ?? 'approve'),
    async beforeAnswer(method) {
      if (promptingMethods.has(method)) return
      const mode = modes.get(method)
      if (mode) await applyMode(mode)
    },
  }
}
