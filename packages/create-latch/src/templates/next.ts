import {
  type AppSettings,
  accountSource,
  envFile,
  gitignore,
  networksSource,
  packageJson,
  readme,
  type Template,
  tsconfig,
  versions,
} from './shared.js'

/** A Next.js App Router app: the page renders on the server, the buttons and the modal on the client. */
export function nextTemplate(settings: AppSettings): Template {
  const networks = networksSource(settings, (name) => `process.env.NEXT_PUBLIC_LATCH_${name}`)
  const template: Template = { files: {}, dev: 'npm run dev', build: 'npm run build' }
  template.files = {
    'package.json': packageJson(settings, {
      scripts: { dev: 'next dev', build: 'next build', start: 'next start' },
      dependencies: { next: versions.next },
      devDependencies: { '@types/node': versions.typesNode },
    }),
    '.env': envFile(settings, 'NEXT_PUBLIC_'),
    '.gitignore': gitignore,
    'README.md': readme(settings, template, '.env'),
    'next.config.mjs': 'export default { reactStrictMode: true }\n',
    'tsconfig.json': tsconfig(
      {
        jsx: 'preserve',
        allowJs: true,
        esModuleInterop: true,
        resolveJsonModule: true,
        isolatedModules: true,
        incremental: true,
        plugins: [{ name: 'next' }],
      },
      {
        include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts'],
        exclude: ['node_modules'],
      },
    ),
    'app/layout.tsx': `import type { ReactNode } from 'react'

export const metadata = { title: '${settings.name}' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
    'app/page.tsx': `import { Wallet } from './wallet'

export default function Page() {
  return (
    <main>
      <h1>${settings.name}</h1>
      <Wallet />
    </main>
  )
}
`,
    'app/wallet.tsx': `'use client'
import { createLatch } from '@latch/core'
import { eip155Adapter } from '@latch/evm'
import { ConnectButton, LatchProvider, NetworkButton, useLatchAccount } from '@latch/react'
${networks.imports}${networks.declarations}
const latch = createLatch({
  apiUrl: process.env.NEXT_PUBLIC_LATCH_API_URL ?? 'http://127.0.0.1:8787',
  projectId: process.env.NEXT_PUBLIC_LATCH_PROJECT_ID ?? 'latch-dev',
  networks: ${networks.value},
  adapters: [eip155Adapter()],
})
${accountSource}
export function Wallet() {
  return (
    <LatchProvider latch={latch}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <NetworkButton />
        <ConnectButton />
      </div>
      <Account />
    </LatchProvider>
  )
}
`,
  }
  return template
}
