interface ImportMetaEnv {
  readonly LATCH_API_URL?: string
  readonly LATCH_RPC_31337?: string
  readonly LATCH_RPC_31338?: string
  readonly LATCH_WC_PROJECT_ID?: string
  readonly LATCH_RELAY_URL?: string
  readonly LATCH_FRAME_URL?: string
  readonly LATCH_COINBASE?: string
}
interface ImportMeta {
  readonly env: ImportMetaEnv
}
