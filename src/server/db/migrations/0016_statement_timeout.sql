-- The site's own queries end after 10 seconds (SQLSTATE 57014, answered with a 503): Netlify
-- ends a function at 10 s, after which nobody waits for the answer, and a query that runs on
-- would hold its locks and its connection for nothing.
--
-- It is a default of the role the migrations run as, which is the site's role (on Supabase,
-- `postgres`, reached directly for migrations and through the transaction pooler by the site),
-- in this database only. PostgreSQL applies it when it opens a session, so it holds through
-- Supabase's transaction pooler (Supavisor) and PgBouncer in transaction mode, where a startup
-- parameter (postgres.js's `connection: { statement_timeout }`) is refused or dropped, a session
-- `SET` would stay with the server connection for whichever client gets it next, and `SET LOCAL`
-- would cost a statement in every transaction and miss the queries outside one. A session of the
-- same role that needs longer (psql, a dump, a migration) says so: `SET statement_timeout = 0`.
do $$
begin
  execute format(
    'alter role %I in database %I set statement_timeout = %L',
    current_user, current_database(), '10s'
  );
end
$$;
