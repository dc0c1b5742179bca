'use client'

import dynamic from 'next/dynamic'

/**
 * The compatibility checker as its own chunk: only eSIM pages render it (server-rendered as before), so a
 * physical SIM's product page and order form download none of its code.
 */
export const LazyCompatibilityChecker = dynamic(() => import('./CompatibilityChecker').then((m) => m.CompatibilityChecker))
