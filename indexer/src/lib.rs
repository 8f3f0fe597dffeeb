//! KaamSetu indexer: the apalis worker that drains `search_outbox` into the tantivy index, the
//! periodic reconcile, and the ops commands (reindex, seed, status).

pub mod import;
pub mod outbox;
pub mod run;
pub mod seed;
pub mod wake;
pub mod worker;
pub mod zero;
