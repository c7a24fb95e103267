import type { capabilitiesRoute, RouteResponse } from '@latch/api'

// What the Latch server offers the widget.

/** What the Latch server offers the widget (`GET /v1/capabilities`). */
export type ServerCapabilities = RouteResponse<typeof capabilitiesRoute>
