//! KaamSetu indexer: the apalis worker that drains `search_outbox` into the tantivy index, the
//! periodic reconcile, and the ops commands (reindex, seed, status). Built in issue 4; the
//! outbox table it reads already exists (migrations/0001_init.sql).
