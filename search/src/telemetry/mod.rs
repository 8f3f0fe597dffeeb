//! What the API and the indexer share to be watched (feature `telemetry`): one log set-up
//! ([`logs`]: JSON lines or pretty text, `KAAMSETU_LOG_FORMAT`), one metrics recorder and the
//! names of every metric ([`metrics`]), and the rule of who may read `/metrics`
//! ([`metrics::allowed`]). docs/operations.md "Metrics and logs" lists them for ops.

pub mod logs;
pub mod metrics;

pub use logs::{LogFormat, init_logging};
