// Solana's predefined networks as CAIP network objects, one module each (import only the ones you use; the rest
// drop out of the bundle). `@latch/solana/networks`.
export { solana } from '../networks/solana.js'
export { solanaDevnet } from '../networks/solanaDevnet.js'
export { solanaTestnet } from '../networks/solanaTestnet.js'
