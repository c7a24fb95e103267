// Polkadot's predefined network as a CAIP network object (`definePolkadotNetwork` makes others).
// `@latch/polkadot/networks`.
export { polkadot } from '../networks/polkadot.js'
