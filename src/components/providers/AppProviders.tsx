'use client'

import type { ReactNode } from 'react'

import { CommonTextProvider, type CommonText } from '@/components/ui/CommonText'
import { LoadingProvider } from '@/components/ui/LoadingOverlay'
import { ToastProvider } from '@/components/ui/Toaster'

import { ApiProvider } from './ApiProvider'
import { ChunkReload } from './ChunkReload'
import { FirstVisitLocator } from './FirstVisitLocator'
import { PrefetchOnIntent } from './PrefetchOnIntent'

export function AppProviders({ text, children }: { text: CommonText; children: ReactNode }) {
  return (
    <CommonTextProvider value={text}>
      <ToastProvider>
        <ApiProvider>
          <LoadingProvider>
            <ChunkReload />
            <PrefetchOnIntent />
            {children}
            {/* After the page: the skip link stays the first stop of the keyboard; the bar itself is fixed at the bottom. */}
            <FirstVisitLocator />
          </LoadingProvider>
        </ApiProvider>
      </ToastProvider>
    </CommonTextProvider>
  )
}
