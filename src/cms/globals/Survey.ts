import type { GlobalConfig } from 'payload'

import { anyone } from '@/cms/access/anyone'
import { hasStaffRole } from '@/domain/roles'
import { optionsOf } from '@/cms/fields'
import { revalidateGlobal } from '@/cms/hooks/revalidate'
import { SURVEY_KEY, SURVEY_MAX_QUESTIONS, SURVEY_QUESTION_KINDS } from '@/domain/survey'
import { CACHE_TAGS } from '@/server/cache'

/** The traveller survey shown on /survey: staff write the questions in six languages; answers go to `survey-answers`. */
export const Survey: GlobalConfig = {
  slug: 'survey',
  label: 'Survey',
  admin: { group: 'Customers' },
  access: { read: anyone, update: hasStaffRole('editor', 'support') },
  hooks: { afterChange: [revalidateGlobal(CACHE_TAGS.survey)] },
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    {
      name: 'questions',
      type: 'array',
      maxRows: SURVEY_MAX_QUESTIONS,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'key',
              type: 'text',
              required: true,
              validate: (value: unknown) => (typeof value === 'string' && SURVEY_KEY.test(value)) || 'A short code: a letter, then letters, digits or _',
              admin: { description: 'Stable code shown beside answers (e.g. overall)' },
            },
            { name: 'kind', type: 'select', required: true, defaultValue: 'rating', options: optionsOf(SURVEY_QUESTION_KINDS) },
            { name: 'required', type: 'checkbox', defaultValue: false },
          ],
        },
        { name: 'label', type: 'text', required: true, localized: true },
        {
          name: 'options',
          type: 'array',
          admin: { condition: (_, sibling) => sibling?.kind === 'choice', description: 'Choices (kind "choice" only)' },
          fields: [
            { name: 'value', type: 'text', required: true },
            { name: 'label', type: 'text', required: true, localized: true },
          ],
        },
      ],
    },
  ],
}
