import { activitySlots } from '@/api/handlers/content/activities'

export const { POST, GET } = activitySlots
