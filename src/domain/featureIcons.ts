/** The icons staff can pick for a home page feature (Home global); the storefront draws each (src/components/ui/Icon.tsx). */
export const FEATURE_ICONS = ['signal', 'airport', 'esim', 'support', 'shield', 'wallet', 'clock', 'globe'] as const
