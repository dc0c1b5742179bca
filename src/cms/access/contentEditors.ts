import { hasStaffRole } from '@/domain/roles'

/** Content editors (and admins) create, change and delete shop content; support and counter staff only read it. */
export const contentEditors = {
  create: hasStaffRole('editor'),
  update: hasStaffRole('editor'),
  delete: hasStaffRole('editor'),
}
