import type { CollectionConfig, GlobalConfig } from 'payload'

/**
 * Payload's drafts for the shop's content (issue 38): a save is a draft until someone publishes it, the form saves
 * itself while staff type (autosave), publishing can be scheduled, and each document keeps its last 50 versions.
 * The storefront reads only what was published (src/cms/access/publishedOrStaff.ts).
 */
const drafts = {
  autosave: { interval: 2000 },
  // The shop's times are 24-hour Taiwan time, as every other date of the admin.
  schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 15 },
} as const

export const contentVersions: CollectionConfig['versions'] = { drafts, maxPerDoc: 50 }
export const globalVersions: GlobalConfig['versions'] = { drafts, max: 50 }

