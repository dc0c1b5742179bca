/**
 * The member password rule (spec §5, §9): 6–12 characters, letters and digits combined (at least one
 * of each, nothing else). One rule for the browser forms and the server.
 */
export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 12

const LETTERS_AND_DIGITS = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/

export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH && LETTERS_AND_DIGITS.test(value)
}
