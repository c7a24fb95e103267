// The modal and its views are a separate chunk. The promise of the loaded code is kept so a prefetch on
// hover and the later click share one request; it holds code only, never an instance's state.
type ModalModule = typeof import('./modal/LatchModal.js')
let modal: Promise<ModalModule> | undefined
let loaded: ModalModule | undefined

/** Starts (or joins) loading the modal chunk. */
export function loadModal(): Promise<ModalModule> {
  modal ??= import('./modal/LatchModal.js').then((module) => {
    loaded = module
    module.prepareModal()
    return module
  })
  modal.catch(() => {
    modal = undefined
  })
  return modal
}

/** The modal module if it has already arrived. */
export function getLoadedModal(): ModalModule | undefined {
  return loaded
}
