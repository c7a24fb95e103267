export {
  type FarcasterRelay,
  type StartFarcasterRelayParameters,
  startFarcasterRelay,
} from './startFarcasterRelay.js'
