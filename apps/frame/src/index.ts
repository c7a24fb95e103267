export { buildFrame, type StartFrameParameters, type StartFrameReturnType, startFrame } from './startFrame.js'
