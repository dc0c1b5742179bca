import type { AfterErrorHook } from 'payload'

import { isDataException } from '@/domain/dataException'

const MESSAGE = 'A value in the request cannot be read for its field (an id, a number, a date or a yes/no). Check the address and the query.'

/**
 * A request to Payload's REST or GraphQL API whose value the database cannot read (an id of letters or of twenty
 * digits, `?page=-5`, `where[id][in]=1,abc`, a boolean "maybe") is the caller's mistake: 400 with a plain message,
 * not "Something went wrong." with a 500. What Payload already answers itself (validation, 403, 404) is unchanged.
 */
export const badQueryValue: AfterErrorHook = ({ error, graphqlResult }) => {
  if (!isDataException(error)) return
  const graphql = graphqlResult as { extensions?: Record<string, unknown> } | undefined
  return {
    status: 400,
    response: { errors: [{ message: MESSAGE }] },
    // GraphQL answers 200 with the error in the list: the same words and status for that field (an id past the
    // database's integer in a `where`, say), not "Something went wrong." with 500.
    ...(graphql ? { graphqlResult: { ...graphql, message: MESSAGE, extensions: { ...graphql.extensions, statusCode: 400 } } } : {}),
  }
}
