import { answerQuestionsEndpoint } from '@/api/handlers/care'

export const { POST, GET } = answerQuestionsEndpoint
