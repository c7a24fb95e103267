// The on-ramp's types: the server's contract, taken as types only (no schema reaches the widget).
import type { OnrampProvider, OnrampProviderId, OnrampQuote } from '@latch/api'

export type { OnrampProvider, OnrampProviderId, OnrampQuote }
