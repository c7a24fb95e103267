/** The `latch-server` help text, printed by `help` and after a command line it cannot run. */
export const cliUsage = `Usage: latch-server <command>

Commands:
  serve                                   Start the API (PORT=8787, HOST=127.0.0.1, DATA_DIR, DATABASE_URL,
                                          LATCH_CHAINS, LATCH_SOLANA, LATCH_BITCOIN; the indexers run inside unless
                                          LATCH_INDEXER=0)
  indexer                                 Run only the chain indexer (LATCH_CHAINS, DATABASE_URL)
  migrate                                 Apply pending database migrations and exit (instances that start
                                          together also migrate, one at a time, under a PostgreSQL lock)
  projects create --name N --origin O [--origin O2 ...] [--id ID] [--no-analytics] [--json]
                                          Register a site; origins may use * for the port or a subdomain
  projects list [--json]                  Show every project
  projects rotate-key --id ID             Give a project a new secret key (printed once) for calls
                                          from its own servers (no Origin); the old key stops working
  projects sponsor --id ID [--max-cost-wei W] [--per-account-per-day N] [--per-day N]
                   [--max-cost-wei-per-day W] [--json] | --off
                                          Have the paymaster pay the gas of the project's wallets' smart
                                          accounts (and of calls made with its secret key), within the limits
                                          given, each optional and replacing the last ones: the most one
                                          operation may cost (wei), operations per account and day, and for
                                          the whole project operations per day and their total cost per day
                                          (wei); or stop (--off)
  projects logins --id ID [--email on|off] [--passkey on|off] [--socials P1,P2,...|none] [--json]
                                          Choose the embedded wallet's logins the widget offers: e-mail, and
                                          the social logins in order (google, github, apple, facebook, x,
                                          discord, farcaster); a flag not given keeps that setting. The widget
                                          shows those of them the server can serve (e-mail with SMTP_URL, a
                                          social login with its client in LATCH_SOCIALS) that the dApp enables

The database is DATABASE_URL when set, otherwise the embedded one in DATA_DIR (default apps/server/.data).
NODE_ENV=production serves without the development project and needs PUBLIC_URL.
LATCH_CHAINS lists the chains and their JSON-RPC URLs: 31337=http://127.0.0.1:8545,31338=http://a|http://b
or, to also name each chain's pools and swap router, a JSON array (see the server README):
[{"chainId":1,"rpcUrls":["https://…"],"amm":{"factory":"0x…","usdToken":"0x…","wrappedNative":"0x…"},
  "swap":{"router":"0x…","feeSwapRouter":"0x…"}}]
LATCH_SOLANA lists Solana networks the same way, by CAIP-2 id:
solana:5fKwQmBxy379hbnn7RgQwjCcLqkqayhm=http://127.0.0.1:8899 (the devnet's local validator)
LATCH_BITCOIN lists Bitcoin networks by CAIP-2 id with Esplora API URLs:
bip122:000000000019d6689c085ae165831e93=https://blockstream.info/api or the devnet's
bip122:0f9188f13cb7b2c71f2a335e3a4fc328=http://127.0.0.1:3002
`
