// The public API of @latch/elements: Latch for pages without React, as one ES module. Built on its own
// (dist/standalone/latch.js) it carries the core, the EVM adapter with WalletConnect pairing and the custom
// elements; React, the modal and the chain library are chunks beside it, loaded at idle or on demand.
export { createLatch, type LatchConfig } from '@latch/core'
export { defineNetwork, eip155Adapter } from '@latch/evm'
export { walletConnect } from '@latch/evm/walletconnect'
export { type LatchSnapshot, type MountedLatch, mountLatch } from '@latch/react/elements'
