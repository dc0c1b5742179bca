import type { CollectionConfig } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'
import { optionsOf } from '@/cms/fields'
import { LOCALES } from '@/domain/locale'

/**
 * Survey answers (/api/question/answer_questions, /api/commitTopic), written only by the survey service.
 * Each answer keeps the question's wording as the traveller saw it, so a later edit of the survey does not
 * change what old answers meant. Admins and support staff read them; nobody edits them.
 */
export const SurveyAnswers: CollectionConfig = {
  slug: 'survey-answers',
  labels: { singular: 'Survey answer', plural: 'Survey answers' },
  admin: { group: 'Customers', hidden: ({ user }) => user?.role !== 'admin' && user?.role !== 'support', useAsTitle: 'email', defaultColumns: ['createdAt', 'email', 'orderNumber', 'locale'], listSearchableFields: ['email', 'orderNumber'] },
  defaultSort: '-createdAt',
  access: { read: hasStaffRole('support'), create: nobody, update: nobody, delete: hasStaffRole() },
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'orderNumber', type: 'text', index: true },
    { name: 'member', type: 'relationship', relationTo: 'members' },
    { name: 'locale', type: 'select', options: optionsOf(LOCALES) },
    {
      name: 'answers',
      type: 'array',
      minRows: 1,
      fields: [
        { name: 'question', type: 'text', required: true, admin: { description: 'Question key' } },
        { name: 'label', type: 'text', admin: { description: 'The question as the traveller read it' } },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
  ],
}
