/**
 * The number of teachers the school gave in its application, next to the instructors it introduces
 * on the page: "12 (3 introduced below)", so the two never seem to disagree. A number below the
 * instructors shown gives way to them.
 */
export function teacherCount(stated: number | null, introduced: number, t: (key: string, options: Record<string, unknown>) => string): string | number | null {
  if (stated === null || stated === undefined) return introduced || null;
  if (introduced === 0 || stated === introduced) return stated;
  return stated < introduced ? introduced : t('teachers_introduced', { count: stated, listed: introduced });
}
