// Sign-in with a Solana account, for the sign-in configurations of `@latch/evm/siwx` and the Latch server: a
// separate entry point, so a site without sign-in never loads it.
export { solanaSiwx } from '../siwx/solanaSiwx.js'
