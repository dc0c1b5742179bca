import { notFound } from 'next/navigation'

/** Every path no page claims answers 404 with the translated not-found page. */
export default function CatchAll() {
  notFound()
}
