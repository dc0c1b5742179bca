/** An internal note on an order (issue 38): trimmed, 1 to NOTE_MAX characters; the desk's form and the server share it. */
export const NOTE_MAX = 1000
