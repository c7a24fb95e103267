// `npm start -w @latch/oidc`: the local OpenID Connect provider on PORT (8791), for a frame at FRAME_ORIGIN.
import { startOidcProvider } from './startOidcProvider.js'

const frameOrigin = process.env.FRAME_ORIGIN ?? 'http://127.0.0.1:8789'
const oidc = await startOidcProvider({
  port: Number(process.env.PORT ?? 8791),
  host: process.env.HOST ?? '127.0.0.1',
  clients: [
    {
      clientId: process.env.OIDC_CLIENT_ID ?? 'latch-local',
      clientSecret: process.env.OIDC_CLIENT_SECRET ?? 'latch-local-secret',
      redirectUris: [`${frameOrigin}/social/callback`],
    },
  ],
})
console.log(`OpenID Connect sandbox: ${oidc.url} (issuers ${Object.values(oidc.issuers).join(', ')})`)
const stop = () => void oidc.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
