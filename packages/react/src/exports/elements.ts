// The public API of @latch/react/elements: Latch as custom elements, for pages without React.
export { type LatchSnapshot, type MountedLatch, mountLatch } from '../elements/mountLatch.js'
