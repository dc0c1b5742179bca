'use client'

import type { ReactNode } from 'react'

import { LoadingProvider } from '@/components/ui/LoadingOverlay'
import { ToastProvider } from '@/components/ui/Toaster'

import { ApiProvider } from './ApiProvider'
import { ChunkReload } from './ChunkReload'
import { FirstVisitLocator } from './FirstVisitLocator'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <ApiProvider>
        <LoadingProvider>
          <ChunkReload />
          <FirstVisitLocator />
          {children}
        </LoadingProvider>
      </ApiProvider>
    </ToastProvider>
  )
}
