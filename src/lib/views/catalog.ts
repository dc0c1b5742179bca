/**
 * Catalog shapes that pages rendered on the server hand to components running in the browser (and
 * that the storefront API sends): built in src/server/catalog, typed here so both sides import one
 * definition without the browser importing a server module. Types only.
 */

import type { Locale } from '@/domain/locale'

export type ImageView = { url: string; alt: string; width: number | null; height: number | null }

/** A pickup counter at an airport. */
export type CounterView = {
  id: string
  name: string
  terminal: string
  location: string | null
  opensAt: string
  closesAt: string
  notes: string | null
}

/** `language`: the language it is written in when it is not the page's (issue 38 §10). */
export type BannerView = { id: number; title: string; subtitle: string | null; image: ImageView | null; link: string | null; language: Locale | null }

/** An observation-deck time slot on one visit date with its live seats (POST /api/activitySlots). */
export type SlotView = { time: string; capacity: number; reserved: number; remaining: number }

/** One phone of the "will it work on my phone?" checker (collection device-models). */
export type DeviceView = { id: number; brand: string; model: string; esim: boolean; note: string | null }
