/**
 * Document ids are PostgreSQL `integer` primary keys: an id above MAX_ID (or not a positive whole number) names no
 * document, and handed to the database it would fail there (a 500) rather than find nothing. Every request's id —
 * a body field, a route or query parameter, an admin view's search parameter — is checked against this first.
 */
export const MAX_ID = 2_147_483_647

export const isDocumentId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID
