'use client'

import type { ReactNode } from 'react'

import { LoadingProvider } from '@/components/ui/LoadingOverlay'
import { ToastProvider } from '@/components/ui/Toaster'

import { ApiProvider } from './ApiProvider'
import { ChunkReload } from './ChunkReload'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <ApiProvider>
        <LoadingProvider>
          <ChunkReload />
          {children}
        </LoadingProvider>
      </ApiProvider>
    </ToastProvider>
  )
}
