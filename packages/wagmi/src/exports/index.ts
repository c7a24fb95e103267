// The public API of @latch/wagmi.
export {
  type CreateLatchWagmiConfigParameters,
  createLatchWagmiConfig,
} from '../createLatchWagmiConfig.js'
export { LATCH_CONNECTOR_ID, latchConnector } from '../latchConnector.js'
