/** Where the staff API is mounted (apart from the member API's `/api`). */
export const STAFF_API_PREFIX = '/staff-api';
