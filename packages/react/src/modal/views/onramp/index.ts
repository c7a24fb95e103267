// The on-ramp views: one lazy chunk, loaded when "Buy crypto" opens (or prefetched from Account's row).
export { BuyInProgressView } from './BuyInProgressView.js'
export { OnRampProvidersView } from './OnRampProvidersView.js'
export { OnRampTokenSelectView } from './OnRampTokenSelectView.js'
