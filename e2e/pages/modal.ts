import { expect, type Locator, type Page } from '@playwright/test'

export type DemoStateField =
  | 'address'
  | 'caipAddress'
  | 'status'
  | 'isConnected'
  | 'chainId'
  | 'caipNetworkId'
  | 'networkName'
  | 'isUnsupported'
  | 'modalOpen'
  | 'modalView'
  | 'modalLoading'
  | 'walletName'
  | 'walletId'
  | 'lastEvent'
  | 'events'
  | 'error'
  | 'siwxSession'
  | 'profileName'
  | 'signature'
  | 'txHash'
  | 'permissionContext'
  | 'callsId'
  | 'connections'
  | 'activeConnectorId'

/** The Latch modal as a visitor sees it. Playwright's locators pierce its open shadow root. */
export class ModalPage {
  constructor(readonly page: Page) {}

  get connectButton(): Locator {
    return this.page.getByTestId('connect-button')
  }

  get accountButton(): Locator {
    return this.page.getByTestId('account-button')
  }

  get networkButton(): Locator {
    return this.page.getByTestId('network-button')
  }

  get dialog(): Locator {
    return this.page.locator('dialog[open]')
  }

  view(name: string): Locator {
    return this.page.getByTestId(`view-${name}`)
  }

  wallet(id: string): Locator {
    return this.page.getByTestId(`wallet-option-${id}`)
  }

  /** The hooks' state the demo prints on the page (apps/demo/src/App.tsx lists the fields). */
  state(field: DemoStateField): Locator {
    return this.page.getByTestId(`state-${field}`)
  }

  async open(): Promise<void> {
    await this.connectButton.click()
    await this.view('Connect').waitFor()
  }

  /** From the Send view, picks the token named `name` in the token list. */
  async chooseSendToken(name: string): Promise<void> {
    await this.view('WalletSend').getByTestId('send-token').click()
    await this.view('WalletSendSelectToken')
      .locator('[data-testid^="token-option-"]', { hasText: name })
      .click()
  }

  async connect(walletId: string): Promise<void> {
    await this.open()
    await this.wallet(walletId).click()
  }

  /**
   * Opens Connect, checks that one entry bears `name` (a wallet on several namespaces is listed once), chooses it,
   * and waits until the page is connected.
   */
  async connectListedOnce(name: string, walletId: string): Promise<void> {
    await this.open()
    await expect(
      this.view('Connect').locator('[data-testid^="wallet-option-"]', { hasText: name }),
    ).toHaveCount(1)
    await this.wallet(walletId).click()
    await expect(this.state('status')).toHaveText('connected')
  }
}
