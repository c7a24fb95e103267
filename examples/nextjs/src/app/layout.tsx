import { cookieToInitialState } from '@latch/core'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { type PageConfig, readPageConfig } from './pageConfig'
import { Providers } from './providers'

export const metadata: Metadata = {
  title: 'Latch on Next.js',
  description: 'Latch in a Next.js App Router app, rendered on the server',
}

// Rendered per request: the visitor's session comes from their cookie.
export const dynamic = 'force-dynamic'

export default async function RootLayout({ children }: { children: ReactNode }) {
  const page: PageConfig = readPageConfig()
  // The session the browser stored (`cookieStorage`): the server renders the visitor's account from it.
  const initialState = cookieToInitialState(page, (await headers()).get('cookie'))
  return (
    <html lang="en">
      <body>
        <Providers page={page} initialState={initialState}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
