import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/**
 * The PostgreSQL extensions the migrations create, as PGlite modules for the embedded database.
 * On PostgreSQL (Supabase) they ship with the server; PGlite must be handed them when it starts.
 * btree_gist lets the bookings' exclusion constraint compare a clinician id with `=` inside a
 * GiST index, so that two bookings never share a clinician's time.
 */
export const PGLITE_EXTENSIONS = { btree_gist };
