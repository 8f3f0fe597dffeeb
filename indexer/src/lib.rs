//! KaamSetu indexer: the worker that follows the `search_outbox` log into this node's tantivy index, the
//! periodic reconcile, the job alerts' matcher and digests, and the ops commands (reindex,
//! status, import-jobs, zero-results, alerts digest; `seed` runs the `kaamsetu-seed` crate).

pub mod alerts;
pub mod api_caches;
pub mod db;
pub mod import;
pub mod node;
pub mod outbox;
pub mod run;
pub mod wake;
pub mod worker;
pub mod zero;
