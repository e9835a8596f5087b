/** pg's plain client by its own path (see services/leads/db.ts), typed as the package types it. */
declare module 'pg/lib/client' {
  import { Client } from 'pg';
  export default Client;
}
