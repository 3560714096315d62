import type { FastifyRequest } from 'fastify';
import { requireStaff } from '../../domain/access.ts';

export { memberOnly } from '../directory/application-routes.ts';

/** Staff only, decided before the body is read: members 403, a visitor token 403, no token 401. */
export async function staffOnly(request: FastifyRequest) {
  requireStaff(request.auth);
}
