// `npm run admin:grant -- <email>`: gives an existing account the admin role, in the configured
// database (PGlite in DATA_DIR, or DATABASE_URL). Stop the server first when it runs on PGlite: the
// embedded database belongs to one process at a time.
import { grantAdmin } from '../core/accounts/grant-admin.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { loadConfig } from '../server/config.ts';

const email = process.argv[2];
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
  console.error('Usage: npm run admin:grant -- <email>');
  process.exit(64);
}
const database = await openConfiguredDatabase(loadConfig());
try {
  await database.migrate();
  if (await grantAdmin({ db: database.db, email }))
    console.log(`${email} is now an admin (from its next request, while its e-mail is verified).`);
  else {
    console.error(`No account with the e-mail ${email}. Sign up first, then grant the role.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
