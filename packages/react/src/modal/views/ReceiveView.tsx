'use client'
import {
  getAccount,
  getNamespaceProfile,
  getNetwork,
  getNetworkImageUrl,
  type Latch,
  type NamespaceProfile,
  showAlert,
} from '@latch/core'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { CopyIcon, NetworkIcon } from '../icons.js'
import { useT } from '../ModalContext.js'
import { QrCode } from '../QrCode.js'
import { WalletImage } from '../WalletImage.js'

/**
 * What the QR code carries: the payment URI the namespace's profile makes of the address (a Bitcoin address as a
 * BIP-21 `bitcoin:` URI, which Bitcoin wallets' scanners open as a payment to it); otherwise the address as it is.
 */
export function receiveUri(
  profile: NamespaceProfile | undefined,
  address: string | undefined,
): string | undefined {
  return address && profile?.receiveUri ? profile.receiveUri(address) : address
}

/** Receive: the connected address as a QR code and text, a copy button, and the networks it can receive on. */
export function ReceiveView({ latch }: { latch: Latch }) {
  const t = useT()
  const { address, namespace } = useLatchSelector((state) => getAccount(latch, state))
  const { caipNetwork } = useLatchSelector((state) => getNetwork(latch, state))
  // The same address receives on every configured network of its namespace.
  const networks = latch.config.networks.filter((network) => network.chainNamespace === namespace)

  return (
    <div className="body" data-testid="view-Receive">
      <div className="center receive">
        <QrCode
          value={receiveUri(getNamespaceProfile(latch, namespace), address)}
          testId="receive-qr"
          label={t('receiveQr')}
          logo={
            <WalletImage
              className="net"
              fallback={<NetworkIcon />}
              src={caipNetwork ? getNetworkImageUrl(latch, caipNetwork) : undefined}
              name={caipNetwork?.name ?? '?'}
            />
          }
        />
        <p className="receive-address" data-testid="receive-address">
          {address}
        </p>
        <button
          type="button"
          className="btn"
          data-testid="receive-copy"
          disabled={!address}
          onClick={() => {
            if (!address) return
            // Without clipboard permission nothing is copied, and no notice claims it was.
            navigator.clipboard
              ?.writeText(address)
              .then(() => showAlert(latch, { variant: 'success', title: t('addressCopied') }))
              .catch(() => {})
          }}
        >
          <CopyIcon />
          {t('copyAddress')}
        </button>
      </div>
      <div className="receive-networks" data-testid="receive-networks">
        <p>{t('receiveNetworks')}</p>
        <ul className="chips">
          {networks.map((network) => (
            <li key={network.caipNetworkId} data-testid={`receive-network-${network.caipNetworkId}`}>
              <WalletImage
                className="net"
                fallback={<NetworkIcon />}
                src={getNetworkImageUrl(latch, network)}
                name={network.name}
              />
              <span>{network.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
