import {
  getAccount,
  getNetwork,
  type Latch,
  type LatchState,
  openModal,
  resolveThemeMode,
  sanitizeThemeVariables,
  truncateAddress,
} from '@latch/core'
import { avatarColors } from '../buttons/avatarColors.js'
import { type ButtonStrings, englishButtonStrings, loadButtonStrings } from '../buttons/buttonStrings.js'
import { getButtonSheet } from '../buttons/buttonStyles.js'
import { connectHandlers, prefetchHandlers } from '../buttons/prefetch.js'
import { setCssVars } from '../buttons/setCssVars.js'

/** The instance the elements on this page show; set by `mountLatch`. */
let current: Latch | undefined
const waiting = new Set<LatchElement>()

/** Points every `<latch-…>` element of the page at `latch` (one instance per page, as one modal). */
export function bindElements(latch: Latch | undefined): void {
  current = latch
  for (const element of waiting) element.rebind()
}

/**
 * The shared part of Latch's custom elements: an open shadow root with the buttons' stylesheet (the page's CSS
 * cannot reach in), redrawn from the instance's state whenever it or the locale's texts change.
 */
abstract class LatchElement extends HTMLElement {
  static get observedAttributes() {
    return ['label', 'loading-label']
  }
  protected readonly root: ShadowRoot
  protected latch: Latch | undefined
  protected strings: ButtonStrings = englishButtonStrings
  private stop: (() => void) | undefined
  private locale: string | undefined
  private themed: string[] = []
  private themeVariables: LatchState['themeVariables'] | undefined
  private drawn: string | undefined

  constructor() {
    super()
    this.root = this.attachShadow({ mode: 'open' })
    this.root.adoptedStyleSheets = [getButtonSheet()]
  }

  connectedCallback() {
    waiting.add(this)
    this.rebind()
  }

  disconnectedCallback() {
    waiting.delete(this)
    this.unbind()
  }

  attributeChangedCallback() {
    this.drawn = undefined
    if (this.latch) this.draw(this.latch.store.getState())
  }

  rebind() {
    this.unbind()
    this.latch = current
    const latch = this.latch
    if (!latch) return
    const update = (state: LatchState) => {
      if (state.locale !== this.locale) {
        this.locale = state.locale
        loadButtonStrings(latch, state.locale).then(
          (strings) => {
            this.strings = strings
            this.drawn = undefined
            if (this.latch === latch) this.draw(latch.store.getState())
          },
          () => {},
        )
      }
      this.setTheme(state)
      this.draw(state)
    }
    this.stop = latch.store.subscribe(update)
    update(latch.store.getState())
  }

  private unbind() {
    this.stop?.()
    this.stop = undefined
    this.locale = undefined
    this.drawn = undefined
    this.themeVariables = undefined
  }

  /** The theme's variables on the host through the CSSOM (never a style attribute), as the React buttons do. */
  private setTheme(state: LatchState) {
    if (state.themeVariables === this.themeVariables) return
    this.themeVariables = state.themeVariables
    for (const key of this.themed) this.style.removeProperty(key)
    const clean = sanitizeThemeVariables(state.themeVariables)
    for (const [key, value] of Object.entries(clean)) this.style.setProperty(key, value)
    this.themed = Object.keys(clean)
  }

  /** The button, created once and updated in place, so focus and the pointer stay on it across updates. */
  protected button(testId: string, handlers: Record<string, (event: never) => void>): HTMLButtonElement {
    const existing = this.root.querySelector('button')
    if (existing) return existing
    const wrapper = document.createElement('span')
    const button = document.createElement('button')
    button.type = 'button'
    button.dataset.testid = testId
    for (const [name, handler] of Object.entries(handlers))
      button.addEventListener(name.slice(2).toLowerCase(), handler as EventListener)
    wrapper.append(button)
    this.root.append(wrapper)
    return button
  }

  /** Whether what the button shows differs from what it last drew (most state changes concern others). */
  protected changed(...parts: unknown[]): boolean {
    const key = JSON.stringify([...parts, this.strings, [...this.attributes].map((a) => a.value)])
    if (key === this.drawn) return false
    this.drawn = key
    return true
  }

  protected theme(state: LatchState) {
    const wrapper = this.root.firstElementChild as HTMLElement | null
    if (wrapper) wrapper.className = resolveThemeMode(state) === 'dark' ? 'dark' : ''
  }

  protected abstract draw(state: LatchState): void
}

const span = (className: string, text = '') => {
  const element = document.createElement('span')
  if (className) element.className = className
  element.textContent = text
  return element
}

/**
 * `<latch-button>`: opens the modal. Disconnected it reads 'Connect Wallet' (or its `label` attribute), while
 * connecting 'Connecting…' (or `loading-label`), connected it shows the account. Like `<ConnectButton />`.
 */
export class LatchButtonElement extends LatchElement {
  protected draw(state: LatchState) {
    const latch = this.latch
    if (!latch) return
    const button = this.button('connect-button', {
      ...connectHandlers(latch),
      onClick: () => openModal(latch),
    })
    const { address, status, isConnected } = getAccount(latch, state)
    this.theme(state)
    if (!this.changed(address, status, isConnected)) return
    const busy = status === 'connecting' || status === 'reconnecting'
    const label = this.getAttribute('label') ?? this.strings.connectWallet
    const loadingLabel = this.getAttribute('loading-label') ?? this.strings.connecting
    button.dataset.status = status
    button.className = isConnected ? 'secondary' : 'primary'
    button.setAttribute(
      'aria-label',
      isConnected && address ? `${this.strings.account} ${address}` : busy ? loadingLabel : label,
    )
    button.setAttribute('aria-busy', String(busy))
    if (isConnected && address) {
      const avatar = span('avatar')
      avatar.setAttribute('aria-hidden', 'true')
      const [a, b, c] = avatarColors(address)
      setCssVars({ '--a': a, '--b': b, '--c': c })(avatar)
      button.replaceChildren(avatar, span('label', truncateAddress(address)))
    } else if (busy) {
      const spinner = span('spinner')
      spinner.setAttribute('aria-hidden', 'true')
      button.replaceChildren(spinner, span('', loadingLabel))
    } else button.replaceChildren(span('', label))
  }
}

/**
 * `<latch-network-button>`: the active network; opens the network list, or the switch prompt when the wallet
 * is on a network that is not configured. Like `<NetworkButton />`.
 */
export class LatchNetworkButtonElement extends LatchElement {
  protected draw(state: LatchState) {
    const latch = this.latch
    if (!latch) return
    const button = this.button('network-button', {
      ...prefetchHandlers,
      onClick: () => {
        const { isUnsupported } = getNetwork(latch, latch.store.getState())
        openModal(latch, { view: isUnsupported ? 'UnsupportedChain' : 'Networks' })
      },
    })
    const { caipNetwork, isUnsupported } = getNetwork(latch, state)
    this.theme(state)
    if (!this.changed(caipNetwork?.caipNetworkId, caipNetwork?.name, isUnsupported)) return
    const name = caipNetwork?.name ?? this.strings.switchNetwork
    const image = caipNetwork?.assets?.imageUrl
    button.className = 'secondary'
    button.dataset.unsupported = String(isUnsupported)
    button.setAttribute(
      'aria-label',
      isUnsupported ? this.strings.switchNetwork : `${this.strings.network} ${name}`,
    )
    let icon: HTMLElement
    if (image) {
      const img = document.createElement('img')
      img.className = 'icon'
      img.src = image
      img.alt = ''
      icon = img
    } else {
      icon = span(`icon${isUnsupported ? ' warn' : ''}`, isUnsupported ? '!' : name.slice(0, 1))
      icon.setAttribute('aria-hidden', 'true')
    }
    button.replaceChildren(icon, span('', name))
  }
}

/** Defines `<latch-button>` and `<latch-network-button>` once per page. */
export function defineElements(): void {
  if (typeof customElements === 'undefined') return
  if (!customElements.get('latch-button')) customElements.define('latch-button', LatchButtonElement)
  if (!customElements.get('latch-network-button'))
    customElements.define('latch-network-button', LatchNetworkButtonElement)
}
