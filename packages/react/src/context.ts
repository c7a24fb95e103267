'use client'
import type { Latch } from '@latch/core'
import { createContext } from 'react'

/** The Latch instance of the nearest `<LatchProvider>`. */
export const LatchContext = createContext<Latch | null>(null)
