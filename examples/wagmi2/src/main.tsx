import { mountExample } from '../../wagmi/src/mountExample.js'
import { App } from './App.js'

mountExample(App)
