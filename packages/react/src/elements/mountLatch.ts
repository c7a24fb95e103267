import {
  type CaipNetwork,
  closeModal,
  getAccount,
  getNetwork,
  type Latch,
  type LatchState,
  type OpenModalParameters,
  openModal,
} from '@latch/core'
import { loadModal } from '../loadModal.js'
import { whenIdle } from '../whenIdle.js'
import { bindElements, defineElements } from './latchElements.js'

/** What `subscribe` reports: the connection, the network and whether the modal is open. */
export type LatchSnapshot = {
  status: LatchState['status']
  isConnected: boolean
  address: string | undefined
  caipAddress: string | undefined
  caipNetwork: CaipNetwork | undefined
  isOpen: boolean
  view: string | undefined
}

export type MountedLatch = {
  /** Opens the modal, on the view the opening rule picks or on `view`. */
  open(parameters?: OpenModalParameters): void
  close(): void
  /** Calls `listener` at once with the current snapshot, then whenever it changes; returns the unsubscribe. */
  subscribe(listener: (snapshot: LatchSnapshot) => void): () => void
  getSnapshot(): LatchSnapshot
  /** Removes the modal and unbinds the elements. */
  unmount(): void
}

const snapshotOf = (latch: Latch, state: LatchState): LatchSnapshot => {
  const { status, isConnected, address, caipAddress } = getAccount(latch, state)
  return {
    status,
    isConnected,
    address,
    caipAddress,
    caipNetwork: getNetwork(latch, state).caipNetwork,
    isOpen: state.modal.open,
    view: state.modal.open ? state.router.view : undefined,
  }
}

const sameSnapshot = (a: LatchSnapshot, b: LatchSnapshot) =>
  (Object.keys(a) as (keyof LatchSnapshot)[]).every((key) => a[key] === b[key])

/**
 * Latch on a page without React: defines `<latch-button>` and `<latch-network-button>` for `latch`, and
 * mounts the modal. The buttons are plain custom elements; React and the modal's code load at idle (or when
 * the visitor reaches for a button), never in the page's first script.
 *
 * @example
 * const latch = createLatch({ projectId, apiUrl, networks, adapters: [eip155Adapter()] })
 * const ui = mountLatch(latch)
 * ui.subscribe(({ address }) => console.log(address))
 */
export function mountLatch(latch: Latch): MountedLatch {
  defineElements()
  bindElements(latch)
  let unmountRoot: (() => void) | undefined
  let stopped = false
  let mounting: Promise<void> | undefined
  const mount = () => {
    mounting ??= import('./mountModalRoot.js').then(({ mountModalRoot }) => {
      if (!stopped) unmountRoot = mountModalRoot(latch)
    })
    mounting.catch(() => {
      mounting = undefined
    })
  }
  // The provider mounted at idle loads the modal's chunk itself; opening earlier mounts it at once.
  const cancelIdle = whenIdle(mount)
  const stopNeed = latch.store.subscribe((state) => {
    if (state.modal.open || state.alerts.length > 0) mount()
  })
  return {
    open: (parameters) => {
      mount()
      void loadModal().catch(() => {})
      openModal(latch, parameters)
    },
    close: () => closeModal(latch),
    getSnapshot: () => snapshotOf(latch, latch.store.getState()),
    subscribe: (listener) => {
      let last = snapshotOf(latch, latch.store.getState())
      listener(last)
      return latch.store.subscribe((state) => {
        const next = snapshotOf(latch, state)
        if (sameSnapshot(last, next)) return
        last = next
        listener(next)
      })
    },
    unmount: () => {
      stopped = true
      cancelIdle()
      stopNeed()
      unmountRoot?.()
      bindElements(undefined)
    },
  }
}
