// POST logout: revokes this token on the server (docs/reference/profile.md). The client signs out whatever it
// answers.
import { apiPost } from '../../../lib/api-client';

export async function logout(): Promise<void> {
  await apiPost<null>('logout');
}
