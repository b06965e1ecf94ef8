// `npm run admin -- <command>`: the project's command-line tool for packages, vouchers and a user's
// days (docs/decisions/0303), backups (0335) and copying files to S3-compatible storage (0336). It uses
// the server's own settings (DATA_DIR / DATABASE_URL) and migrations, prints what it did, or one error
// line and exits 1.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import {
  addPackage,
  AdminError,
  createVoucher,
  listPackages,
  setUserDays,
  type Options,
} from './admin-commands';
import { backupTo, copyFiles, restoreFrom, verifyArchive } from './backup-commands';

const USAGE =
  'Usage: npm run admin -- package:list | package:add --name N --price 4.99 --currency GBP --days 30 | ' +
  'voucher:create --code CODE --days N | user:set-days --email E [--free-days N] [--subscription-days N] | ' +
  'backup --to FILE | restore --from FILE | backup:verify FILE | files:copy --to s3://bucket/prefix';

const COMMANDS = {
  'package:list': [],
  'package:add': ['name', 'price', 'currency', 'days'],
  'voucher:create': ['code', 'days'],
  'user:set-days': ['email', 'free-days', 'subscription-days'],
  backup: ['to'],
  restore: ['from'],
  'backup:verify': [],
  'files:copy': ['to'],
} as const;

/** Commands that take one FILE after their name. */
const WITH_FILE: ReadonlySet<string> = new Set(['backup:verify']);

function parse(argv: string[]): { command: keyof typeof COMMANDS; options: Options; file?: string } {
  const [command, ...rest] = argv;
  if (!command || !(command in COMMANDS))
    throw new AdminError(command ? `Unknown command '${command}'. ${USAGE}` : USAGE);
  const names = COMMANDS[command as keyof typeof COMMANDS];
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
      strict: true,
      allowPositionals: WITH_FILE.has(command),
    });
    if (positionals.length > 1) throw new Error(`${command} takes one FILE`);
    return { command: command as keyof typeof COMMANDS, options: values as Options, file: positionals[0] };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new AdminError(
      `${message} (${command} takes ${names.map((n) => `--${n}`).join(' ') || 'no options'})`,
    );
  }
}

async function main(): Promise<void> {
  process.umask(0o077);
  const { command, options, file } = parse(process.argv.slice(2));
  const config = loadConfig();
  // These neither migrate nor open the database first: a restore fills an empty one.
  if (command === 'backup:verify') return console.log(await verifyArchive(file));
  if (command === 'restore') return console.log(await restoreFrom(config, options));
  if (command === 'files:copy') return console.log(await copyFiles(config, options));
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle.db);
    const now = new Date();
    const line =
      command === 'package:list'
        ? await listPackages(handle.db)
        : command === 'package:add'
          ? await addPackage(handle.db, options, now)
          : command === 'voucher:create'
            ? await createVoucher(handle.db, options, now)
            : command === 'backup'
              ? await backupTo(config, handle, options)
              : await setUserDays(handle.db, options, now);
    console.log(line);
  } finally {
    await handle.destroy();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`admin: ${message.split('\n')[0]}`);
  process.exit(1);
});
