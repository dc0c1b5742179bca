/** Nobody, through Payload's API: for data only the shop's own services write (with overrideAccess). */
export const nobody = (): false => false
