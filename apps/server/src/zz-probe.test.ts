import { test } from 'vitest';
import { z } from 'zod';
const a = () => z.union([z.string(), z.number(), z.null()]).optional().transform((v) => (v === null || v === undefined ? '' : String(v).trim())).pipe(z.string().max(3, { error: 'too long' }));
const c = () => z.union([z.string(), z.number(), z.null(), z.undefined()]).transform((v) => (v === null || v === undefined ? '' : String(v).trim())).pipe(z.string().max(3, { error: 'too long' })).optional();
test('x', () => {
  for (const [n, f] of [['a', a], ['c', c]] as const) {
    const s = z.object({ x: f(), y: z.string() });
    for (const input of [{ y: 'q' }, { x: undefined, y: 'q' }, { x: 12, y: 'q' }]) {
      const r = s.safeParse(input);
      process.stderr.write(`RES ${n} ${JSON.stringify(input)} ${r.success ? JSON.stringify(r.data) : JSON.stringify(r.error.issues.map((i) => i.message))}\n`);
    }
    process.stderr.write(`JSON ${JSON.stringify(z.toJSONSchema(s, { io: 'input' }))}\n`);
  }
});
