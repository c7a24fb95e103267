'use client'
import type { ConnectMethod, Latch } from '@latch/core'
import { getSocialProviders } from '@latch/core'
import type { ComponentType } from 'react'
import { EmailLoginSection } from './EmailLoginSection.js'
import { SocialLoginSection } from './SocialLoginSection.js'
import { WalletsSection } from './WalletsSection.js'

/** A section of the Connect view: one way to connect (wallets, e-mail, social login). */
export type ConnectSection = {
  /** Whether the section has something to offer with this instance's configuration. */
  available(latch: Latch): boolean
  Component: ComponentType<{ latch: Latch }>
}

/**
 * The sections Connect can show, by connect method. Connect renders the available ones in
 * `features.connectMethodsOrder`; the e-mail login adds its section under 'email' (on with `features.email`),
 * the social login under 'social' (`features.socials`). A method without a section here is not built yet.
 */
export const connectSections: Partial<Record<ConnectMethod, ConnectSection>> = {
  wallet: { available: () => true, Component: WalletsSection },
  email: {
    // The embedded wallet is an eip155 account: it needs the eip155 adapter.
    available: (latch) =>
      latch.config.features.email && latch.config.adapters.some((adapter) => adapter.namespace === 'eip155'),
    Component: EmailLoginSection,
  },
  social: {
    available: (latch) => getSocialProviders(latch).length > 0,
    Component: SocialLoginSection,
  },
}
