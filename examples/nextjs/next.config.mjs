/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Only for this repository: its @latch packages are TypeScript sources that import each other with `.js`
  // specifiers, which webpack maps here (Turbopack cannot yet, so `npm run build` passes `--webpack`). An app
  // that installs the published packages (built JavaScript) needs neither: `{ reactStrictMode: true }` and
  // `next build`, as scripts/packages/tarballExample.ts builds it.
  webpack(config) {
    config.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js'] }
    return config
  },
}

export default nextConfig
