/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Latch packages of this repository are TypeScript sources, imported with `.js` specifiers.
  transpilePackages: ['@latch/core', '@latch/evm', '@latch/react', '@latch/api', '@latch/frame-protocol'],
  webpack(config) {
    config.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js'] }
    return config
  },
  reactStrictMode: true,
  // The repository's own `tsc` checks this app with everything else.
  typescript: { ignoreBuildErrors: true },
}

export default nextConfig
