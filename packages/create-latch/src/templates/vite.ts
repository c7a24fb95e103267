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

/** A Vite + React app: one page with the connect and network buttons and the account's state. */
export function viteTemplate(settings: AppSettings): Template {
  const networks = networksSource(settings, (name) => `import.meta.env.VITE_LATCH_${name}`)
  const template: Template = { files: {}, dev: 'npm run dev', build: 'npm run build' }
  template.files = {
    'package.json': packageJson(settings, {
      scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
      dependencies: {},
      devDependencies: { '@vitejs/plugin-react': versions.pluginReact, vite: versions.vite },
    }),
    '.env': envFile(settings, 'VITE_'),
    '.gitignore': gitignore,
    'README.md': readme(settings, template, '.env'),
    'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${settings.name}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'vite.config.ts': `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()] })
`,
    'tsconfig.json': tsconfig({ jsx: 'react-jsx', types: ['vite/client'] }, { include: ['src'] }),
    'src/main.tsx': `import { createLatch } from '@latch/core'
import { eip155Adapter } from '@latch/evm'
import { ConnectButton, LatchProvider, NetworkButton, useLatchAccount } from '@latch/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
${networks.imports}${networks.declarations}
const latch = createLatch({
  apiUrl: import.meta.env.VITE_LATCH_API_URL ?? 'http://127.0.0.1:8787',
  projectId: import.meta.env.VITE_LATCH_PROJECT_ID ?? 'latch-dev',
  networks: ${networks.value},
  adapters: [eip155Adapter()],
})
${accountSource}
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <LatchProvider latch={latch}>
      <header style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <NetworkButton />
        <ConnectButton />
      </header>
      <main>
        <h1>${settings.name}</h1>
        <Account />
      </main>
    </LatchProvider>
  </StrictMode>,
)
`,
  }
  return template
}
