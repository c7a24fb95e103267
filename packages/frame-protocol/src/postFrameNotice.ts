import type { PostTarget } from './createFrameMessenger.js'
import type { FrameNoticePayload, FrameNoticeType } from './schemas.js'

/**
 * The frame tells its page something without being asked (READY, HEARTBEAT, SESSION_CHANGED), at the page's
 * exact origin. Its own module, free of the schemas, so the frame's first script can say READY before the
 * messenger has loaded.
 *
 * @example
 * postFrameNotice(window.parent, parentOrigin, 'READY', { version: FRAME_PROTOCOL_VERSION })
 */
export function postFrameNotice<T extends FrameNoticeType>(
  parent: PostTarget,
  parentOrigin: string,
  type: T,
  payload: FrameNoticePayload<T>,
): void {
  parent.postMessage({ type: `frame/${type}`, payload }, parentOrigin)
}
