import type { capabilitiesRoute, loginMethodsRoute, RouteResponse } from '@latch/api'

// What the Latch server offers the widget.

/** What the Latch server offers the widget (`GET /v1/capabilities`). */
export type ServerCapabilities = RouteResponse<typeof capabilitiesRoute>

/**
 * The embedded wallet's logins the Latch server offers for the project (`GET /v1/logins`): those its operator
 * configured that the server can serve.
 */
export type ServerLoginMethods = RouteResponse<typeof loginMethodsRoute>
