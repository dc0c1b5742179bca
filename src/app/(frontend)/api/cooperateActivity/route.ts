import { cooperateActivity } from '@/api/handlers/content/home'

export const { POST, GET } = cooperateActivity
