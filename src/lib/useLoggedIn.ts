'use client'

import { useCookie } from './clientCookies'
import { USER_INFO_COOKIE } from './cookies'
import { parseUserInfo } from './userInfo'

/** Whether a member is logged in in this browser (the readable user_info cookie; false while rendering on the server). */
export const useLoggedIn = (): boolean => parseUserInfo(useCookie(USER_INFO_COOKIE)) !== null
