/** What the new app is wired to. */
export type AppSettings = {
  /** The npm package name of the app. */
  name: string
  /** The Latch server (`@latch/server`): the wallet catalogue, the data API, names, analytics. */
  apiUrl: string
  /** The project registered on that server for the app's origins. */
  projectId: string
  /** `local`: the local stack's two devnet chains; `mainnet`: Ethereum and Base. */
  networks: 'local' | 'mainnet'
  /** The version range of the @latch packages the app depends on. */
  latchVersion: string
}

/** The files of an app, by path, and the scripts its README names. */
export type Template = { files: Record<string, string>; dev: string; build: string }

/** The versions the templates were built and tested with. */
export const versions = {
  react: '^19.2.0',
  viem: '^2.40.0',
  vite: '^8.0.0',
  pluginReact: '^6.0.0',
  next: '^16.0.0',
  typescript: '^5.9.0',
  typesReact: '^19.2.0',
  typesNode: '^20.17.0',
}

/** The `networks` of `createLatch` and the imports they need, for the app's source. */
export function networksSource(settings: AppSettings, env: (name: string) => string) {
  if (settings.networks === 'mainnet')
    return {
      imports: "import { base, mainnet } from '@latch/core/networks'\n",
      declarations: '',
      value: '[mainnet, base]',
    }
  return {
    imports: "import { defineNetwork } from '@latch/evm'\n",
    declarations: `
// The local stack's chains (\`npm start\` in the Latch repository runs them); replace them with your own, or
// with the predefined ones: \`import { base, mainnet } from '@latch/core/networks'\`.
const nativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const devnet = defineNetwork({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency,
  rpcUrls: { default: { http: [${env('RPC_31337')} || 'http://127.0.0.1:8545'] } },
  testnet: true,
})
const devnet2 = defineNetwork({
  id: 31338,
  name: 'Latch Devnet 2',
  nativeCurrency,
  rpcUrls: { default: { http: [${env('RPC_31338')} || 'http://127.0.0.1:8546'] } },
  testnet: true,
})
`,
    value: '[devnet, devnet2]',
  }
}

/** The `.env` lines: where the server is and which project the app is. */
export function envFile(settings: AppSettings, prefix: string): string {
  return [
    '# Your Latch server and the project registered on it for this app’s origins.',
    `${prefix}LATCH_API_URL=${settings.apiUrl}`,
    `${prefix}LATCH_PROJECT_ID=${settings.projectId}`,
    '',
  ].join('\n')
}

export const gitignore = [
  'node_modules',
  'dist',
  '.next',
  'next-env.d.ts',
  '*.tsbuildinfo',
  '.env.local',
  '',
].join('\n')

/** The app's README: how to run it and where its settings come from. */
export function readme(settings: AppSettings, template: Template, envName: string): string {
  return `# ${settings.name}

A dApp with [Latch](https://github.com/latch-dev/latch): the connect button, the network button and the
modal, on ${settings.networks === 'mainnet' ? 'Ethereum and Base' : 'the Latch local stack’s devnet chains'}.

\`\`\`sh
npm install
${template.dev}     # development server
${template.build}   # production build
\`\`\`

\`${envName}\` says where your Latch server is and which project this app is. A project is a site registered on
that server with the origins allowed to use it: \`npm run projects -w @latch/server -- create --name "My dApp"
--origin https://my-dapp.example\` on your server prints its id. The local stack (\`npm start\` in the Latch
repository) serves \`http://127.0.0.1:8787\` with the project \`latch-dev\`, which allows every localhost origin.
`
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** The app's package.json: the @latch packages, React and viem, with the template's scripts and other packages. */
export function packageJson(
  settings: AppSettings,
  app: {
    scripts: Record<string, string>
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  },
): string {
  const latch = Object.fromEntries(
    ['@latch/core', '@latch/evm', '@latch/react'].map((name) => [name, settings.latchVersion]),
  )
  const sorted = (deps: Record<string, string>) =>
    Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)))
  return json({
    name: settings.name,
    private: true,
    type: 'module',
    scripts: app.scripts,
    dependencies: sorted({
      ...latch,
      ...app.dependencies,
      react: versions.react,
      'react-dom': versions.react,
      viem: versions.viem,
    }),
    devDependencies: sorted({
      ...app.devDependencies,
      '@types/react': versions.typesReact,
      '@types/react-dom': versions.typesReact,
      typescript: versions.typescript,
    }),
  })
}

/** The app's tsconfig.json: strict, for a bundler, with the template's own options and files. */
export function tsconfig(compilerOptions: Record<string, unknown>, files: Record<string, unknown>): string {
  return json({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      ...compilerOptions,
    },
    ...files,
  })
}

/** A component printing the connection's state, which the page shows under the buttons. */
export const accountSource = `
function Account() {
  const { status, address } = useLatchAccount()
  return <p>{address ? \`Connected: \${address}\` : status}</p>
}
`
