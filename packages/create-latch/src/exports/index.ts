// The public API of create-latch: the app writer the `create-latch` command runs.
export {
  CreateAppError,
  type CreateAppParameters,
  type CreateAppReturnType,
  createApp,
  LOCAL_API_URL,
  LOCAL_PROJECT_ID,
  TEMPLATES,
  type TemplateName,
} from '../createApp.js'
