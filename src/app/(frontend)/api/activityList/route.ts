import { activityList } from '@/api/handlers/content/activities'

export const { POST, GET, PUT, PATCH, DELETE } = activityList
