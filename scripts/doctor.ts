/**
 * `npm run doctor`: checks a production environment before (or after) a deploy: the variables
 * are present and well-formed, the database is reachable and migrated, the image bucket exists,
 * keys have the right shape. Says what is wrong in plain words; exits 1 if anything is.
 * Run it with the production variables in the environment, e.g. `netlify env:list` exported.
 */
import { runChecks } from '#/server/doctor/checks.server.ts';

const findings = await runChecks(process.env);
for (const f of findings) {
  const mark = !f.ok ? '✗' : f.warning ? '!' : '✓';
  console.log(`${mark} ${f.check}: ${f.message}`);
}
const problems = findings.filter((f) => !f.ok).length;
console.log(problems === 0 ? '\nNo problems found.' : `\n${problems} problem(s) to fix.`);
process.exitCode = problems === 0 ? 0 : 1;
