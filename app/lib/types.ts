import type { UserInfo } from '#common/users.ts';

/** What the web keeps of the member in its session cookie (from the user call), for the greeting and the header's photo. */
/** `is_staff` lets the web show the back office's entries; the API still checks every staff call itself. */
/** `school_id` / `teacher_id` (SPEC §3 session data): the member's own school and teacher application or listing, if any. */
export type SessionUser = Pick<UserInfo, 'pk' | 'username' | 'first_name' | 'last_name'> & {
  is_staff?: boolean;
  avatar?: string | null;
  school_id?: number | null;
  teacher_id?: number | null;
};
/** A toast's message; `id` marks a flash (a message for the next page), shown once however often it arrives. */
export type Flash = { type: 'success' | 'error' | 'info' | 'warning'; message: string; id?: string };
