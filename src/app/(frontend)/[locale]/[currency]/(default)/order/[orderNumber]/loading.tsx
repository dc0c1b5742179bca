import { PageSkeleton } from '@/components/content/PageSkeleton'

export default function Loading() {
  return <PageSkeleton />
}
