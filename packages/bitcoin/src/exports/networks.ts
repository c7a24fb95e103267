// Bitcoin's predefined networks as CAIP network objects, one module each (import only the ones you use; the rest
// drop out of the bundle). `@latch/bitcoin/networks`.
export { bitcoin } from '../networks/bitcoin.js'
export { bitcoinTestnet } from '../networks/bitcoinTestnet.js'
