export {
  type MailSink,
  type SinkMessage,
  type StartMailSinkParameters,
  startMailSink,
} from './startMailSink.js'
