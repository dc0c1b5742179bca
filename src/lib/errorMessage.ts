/** What a caught value says, for a log line or a stored failure: an Error's message (never its class or stack), else its text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
