// The owner's access log: the newest ACCESS_LOG_ENTRIES sign-ins and downloads of their accountants.
import { ACCESS_LOG_ENTRIES, type AccessLogEntry } from '@tradebook/domain/accountants/accountants.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { listLogEntries } from './access-log.repository';

export async function readAccessLog(ctx: AppContext, owner: OwnerId): Promise<AccessLogEntry[]> {
  const rows = await listLogEntries(ctx.db, owner, ACCESS_LOG_ENTRIES);
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
