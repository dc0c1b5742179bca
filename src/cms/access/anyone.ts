import type { Access } from 'payload'

/** Public read: content that every visitor may see. */
export const anyone: Access = () => true
