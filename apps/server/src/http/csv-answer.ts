// CSV downloads (export_item_list, export_client_list): the answer documented as a text/csv file, and
// sent as a stream with a file name.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

export const csvAnswer = {
  /** The route's response schema: a text/csv file on success (failures answer the JSON envelope). */
  schema: {
    200: {
      description: 'A CSV file: UTF-8 with a byte-order mark, CRLF lines, a header row first.',
      content: { 'text/csv': { schema: z.string() } },
    },
  },
  send(reply: FastifyReply, filename: string, csv: Readable) {
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  },
};
