import { App } from './App.js'
import { mountExample } from './mountExample.js'

mountExample(App)
