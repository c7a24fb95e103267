'use client'
import {
  closeModal,
  fetchCapabilities,
  getModalHost,
  goBack,
  type Latch,
  preloadAdapters,
  resolveThemeMode,
} from '@latch/core'
import {
  memo,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { afterPaint } from '../afterPaint.js'
import { useLatchSelector } from '../hooks/useLatchSelector.js'
import { whenIdle } from '../whenIdle.js'
import { Alerts } from './Alerts.js'
import { IconButton } from './IconButton.js'
import { en } from './i18n/en.js'
import { resolveLocale, textDirection } from './i18n/locales.js'
import { loadedStrings, loadStrings, prepareLocale } from './i18n/prepareLocale.js'
import { BackIcon, CloseIcon } from './icons.js'
import { LocaleContext, ShownContext, StringsContext, useT } from './ModalContext.js'
import { prepareModal } from './prepareModal.js'
import { themeCss } from './theme.js'
import { trapFocus } from './trapFocus.js'
import { useSystemThemeMode } from './useSystemThemeMode.js'
import { titles, views } from './viewRegistry.js'
import { ViewUnavailable } from './views/ViewUnavailable.js'

// What the chunk offers besides the modal: loadModal() calls prepareModal on arrival, the provider
// warmModal at idle, the connect button prepareConnect when the visitor reaches for it.
export { prepareConnect } from './prepareConnect.js'
export { prepareModal } from './prepareModal.js'
export { warmModal } from './warmModal.js'

type Surface = { host: HTMLElement; root: ShadowRoot; theme: CSSStyleSheet }

// The shadow root of each host element (the dialog's, or an embedded widget's): a host takes only one.
const surfaces = new WeakMap<HTMLElement, Surface>()

function getSurface(host: HTMLElement): Surface {
  let surface = surfaces.get(host)
  if (!surface) {
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' })
    const theme = new CSSStyleSheet()
    root.adoptedStyleSheets = [prepareModal(), theme]
    surface = { host, root, theme }
    surfaces.set(host, surface)
  }
  return surface
}

/** The dialog's host: shared with the embedded wallet's iframe, which may live in it before the first open. */
function getDialogHost(latch: Latch): HTMLElement {
  return getModalHost(latch)
}

/**
 * The modal: a native `<dialog>` in an open shadow root, with the view the router says. While the widget is
 * embedded in the page (`<LatchEmbedded />`) there is no dialog: the embedded widget shows the views.
 */
export function LatchModal({ latch }: { latch: Latch }) {
  const embedded = useLatchSelector((state) => state.modal.embedded)
  return embedded ? null : <DialogModal latch={latch} />
}

/** The modal embedded in the page: the views inline in `host`'s shadow root, with no dialog and no backdrop. */
export function LatchEmbeddedModal({ latch, host }: { latch: Latch; host: HTMLElement }) {
  const [surface] = useState(() => getSurface(host))
  return (
    <SurfacePortal latch={latch} surface={surface}>
      <EmbeddedRoot latch={latch} />
    </SurfacePortal>
  )
}

function DialogModal({ latch }: { latch: Latch }) {
  const [surface] = useState(() => getSurface(getDialogHost(latch)))
  return (
    <SurfacePortal latch={latch} surface={surface}>
      <ModalRoot latch={latch} />
    </SurfacePortal>
  )
}

/** Renders into a surface's shadow root with the instance's theme and the texts of its locale. */
function SurfacePortal({
  latch,
  surface,
  children,
}: {
  latch: Latch
  surface: Surface
  children: ReactNode
}) {
  const themeVariables = useLatchSelector((state) => state.themeVariables)
  const locale = useLatchSelector((state) => state.locale)
  // The texts shown and their locale: the previous ones stay until the next locale's chunk has arrived.
  const [shown, setShown] = useState(() => {
    const strings = loadedStrings(locale)
    return strings ? { locale: resolveLocale(locale) ?? 'en', strings } : { locale: 'en', strings: en }
  })
  useSystemThemeMode(latch)

  useLayoutEffect(() => {
    surface.theme.replaceSync(themeCss(themeVariables))
  }, [surface, themeVariables])

  // Before the first paint: the locale the browser prefers, when the dApp configured none.
  useLayoutEffect(() => {
    prepareLocale(latch)
  }, [latch])

  useLayoutEffect(() => {
    const shownLocale = resolveLocale(locale) ?? 'en'
    const ready = loadedStrings(locale)
    if (ready) return setShown({ locale: shownLocale, strings: ready })
    let current = true
    loadStrings(locale).then((strings) => current && setShown({ locale: shownLocale, strings }))
    return () => {
      current = false
    }
  }, [locale])

  // The chain library is needed once a wallet is chosen: it loads when the browser is idle after the first
  // open (an embedded widget counts as opened), never between the click and the first painted list nor
  // before the visitor opened the modal. With an account connected, what the server offers (the networks it
  // quotes swaps on) is asked then too, so the Account view knows whether to offer Swap when it shows.
  const openedOnce = useLatchSelector((state) => state.modal.openedOnce)
  useEffect(
    () =>
      openedOnce
        ? whenIdle(() => {
            preloadAdapters(latch)
            const connected = latch.store.getState().connections.length > 0
            // Until the server answers, Swap is not offered; a failure is forgotten and the Account view asks again.
            if (latch.config.features.swaps && connected) fetchCapabilities(latch).catch(() => {})
          })
        : undefined,
    [latch, openedOnce],
  )

  return createPortal(
    <LocaleContext.Provider value={shown.locale}>
      <StringsContext.Provider value={shown.strings}>{children}</StringsContext.Provider>
    </LocaleContext.Provider>,
    surface.root,
  )
}

function ModalRoot({ latch }: { latch: Latch }) {
  const open = useLatchSelector((state) => state.modal.open)
  const themeMode = useLatchSelector(resolveThemeMode)
  const locale = useContext(LocaleContext)
  const dialog = useRef<HTMLDialogElement>(null)
  // Whether the open dialog has been painted: set in the task after its first frame, cleared on close.
  const [shown, setShown] = useState(false)
  // Set when the state closed the dialog: its `close` event then has nothing to sync.
  const closedByState = useRef(false)

  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!open) {
      if (element.open) {
        closedByState.current = true
        element.close()
      }
      setShown(false)
      return
    }
    // `.shown` makes the rows visible in this frame. Entering the top layer rebuilds the dialog's boxes, so
    // it waits for the task after that frame: then the page goes inert and focus moves into the card. Until
    // then the browser sends the dialog no close request, so Escape on the page closes it.
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !element.open) closeModal(latch)
    }
    document.addEventListener('keydown', onEscape)
    const cancel = afterPaint(() => {
      document.removeEventListener('keydown', onEscape)
      if (!element.open) {
        element.showModal()
        element.querySelector<HTMLElement>('.card')?.focus()
      }
      setShown(true)
    })
    return () => {
      document.removeEventListener('keydown', onEscape)
      cancel()
    }
  }, [open, latch])

  return (
    <div
      className={`root${themeMode === 'dark' ? ' dark' : ''}`}
      data-theme={themeMode}
      lang={locale}
      dir={textDirection(locale)}
    >
      <dialog
        ref={dialog}
        className={open ? 'shown' : undefined}
        aria-labelledby="latch-title"
        data-testid="latch-modal"
        onCancel={(event) => {
          event.preventDefault()
          closeModal(latch)
        }}
        onClose={(event) => {
          // `close` arrives a task after close(). When the state closed it, the modal may have been reopened
          // since (a sign-in asking right after a connection) and waits for its next frame to show: it stays
          // open. Only a dialog the browser closed on its own (a close request it would not let us cancel)
          // closes the state too.
          if (closedByState.current) {
            closedByState.current = false
            return
          }
          if (!event.currentTarget.open && latch.store.getState().modal.open) closeModal(latch)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Tab') trapFocus(event.currentTarget, event)
        }}
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) closeModal(latch)
        }}
      >
        {/* Focus starts on the card (not on the close button), and stays inside the dialog. */}
        <ShownContext.Provider value={shown}>
          <ModalCard latch={latch} />
        </ShownContext.Provider>
        {open ? <Alerts latch={latch} /> : null}
      </dialog>
      {open ? null : <Alerts latch={latch} />}
    </div>
  )
}

function EmbeddedRoot({ latch }: { latch: Latch }) {
  const themeMode = useLatchSelector(resolveThemeMode)
  const locale = useContext(LocaleContext)
  return (
    <div
      className={`root embedded${themeMode === 'dark' ? ' dark' : ''}`}
      data-theme={themeMode}
      data-testid="latch-embedded"
      lang={locale}
      dir={textDirection(locale)}
    >
      <ModalCard latch={latch} />
      <Alerts latch={latch} />
    </div>
  )
}

/**
 * The card both modes show: the header (back, title, close) and the current view. Memoised: opening the
 * dialog re-renders its root only, so the click's task does not render the view again.
 */
const ModalCard = memo(function ModalCard({ latch }: { latch: Latch }) {
  const t = useT()
  const shake = useLatchSelector((state) => state.modal.shake)
  const view = useLatchSelector((state) => state.router.view)
  // The embedded wallet's own screens are left with an answer given in the frame, not with Back.
  const canGoBack = useLatchSelector(
    (state) =>
      state.router.history.length > 0 &&
      state.router.view !== 'ApproveTransaction' &&
      state.router.view !== 'EmbeddedWalletRecovery',
  )
  const walletName = useLatchSelector((state) => state.router.data?.wallet?.name)
  // While the embedded wallet's frame is shown only the header shakes: Chromium drops clicks on a frame that
  // moved in the last 500 ms, so a shaken frame would swallow the visitor's Approve without a trace.
  const frameShown =
    view === 'ApproveTransaction' || view === 'EmbeddedWalletRecovery' || view === 'EmbeddedKeyExport'
  const View = views[view] ?? ViewUnavailable
  const titleKey = titles[view]
  const title = titleKey ? t(titleKey) : (walletName ?? '')
  return (
    <div className={`card${shake && !frameShown ? ' shake' : ''}`} tabIndex={-1}>
      <header className={`header${shake && frameShown ? ' shake' : ''}`}>
        {canGoBack ? (
          <IconButton label={t('back')} testId="modal-back" onClick={() => goBack(latch)}>
            <BackIcon />
          </IconButton>
        ) : (
          <span />
        )}
        <h2 id="latch-title">{title}</h2>
        <IconButton label={t('close')} testId="modal-close" onClick={() => closeModal(latch)}>
          <CloseIcon />
        </IconButton>
      </header>
      <Suspense
        fallback={
          <div className="body center">
            <span className="spinner" />
          </div>
        }
      >
        <View latch={latch} key={view} />
      </Suspense>
    </div>
  )
})
