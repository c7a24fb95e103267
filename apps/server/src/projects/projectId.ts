/**
 * What a project id may be: 1 to 64 letters, digits, `_` or `-`. New projects are created only with such an
 * id, and the project gate looks up only such ids: any other names no project (403 PROJECT_NOT_FOUND), or is
 * refused by the route's validation (400) when it is empty or longer than the routes' contract takes.
 */
export const projectIdPattern = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Whether `id` has the shape of a project id.
 *
 * @example
 * isProjectId('latch-dev') // true
 * isProjectId('a b') // false
 */
export const isProjectId = (id: string): boolean => projectIdPattern.test(id)
