'use client'
import type { ConnectMethod, Latch } from '@latch/core'
import { getLoginMethods } from '@latch/core'
import type { ComponentType } from 'react'
import { EmbeddedLoginSection } from './PasskeyLoginButton.js'
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
 * `features.connectMethodsOrder`; the embedded wallet's own logins add their section under 'email' (`features.email`, `features.passkey`),
 * the social login under 'social' (`features.socials`), each once the server offers it too (`getLoginMethods`).
 * A method without a section here is not built yet.
 */
export const connectSections: Partial<Record<ConnectMethod, ConnectSection>> = {
  wallet: { available: () => true, Component: WalletsSection },
  email: {
    available: (latch) => {
      const logins = getLoginMethods(latch)
      return logins.email || logins.passkey
    },
    Component: EmbeddedLoginSection,
  },
  social: {
    available: (latch) => getLoginMethods(latch).socials.length > 0,
    Component: SocialLoginSection,
  },
}
