// GET /healthz: whether the app and its database answer (for a load balancer or a monitor).
import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof HealthSchema>;
