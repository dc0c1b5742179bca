import { NotFoundContent } from '@/components/content/NotFoundContent'

/**
 * notFound() in a page (e.g. an unknown product), inside the shop's layout (header and footer come from it). It sits in
 * (default) rather than above it so that every page's payload does not carry a second copy of that header and footer
 * for this boundary. Unknown addresses get the catch-all's page.
 */
export default function NotFound() {
  return <NotFoundContent />
}
