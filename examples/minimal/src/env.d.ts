interface ImportMetaEnv {
  readonly LATCH_API_URL?: string
  readonly LATCH_RPC_31337?: string
  readonly LATCH_RPC_31338?: string
}
interface ImportMeta {
  readonly env: ImportMetaEnv
}
