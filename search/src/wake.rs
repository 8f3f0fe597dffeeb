//! The apalis message that wakes the indexer. The API pushes one to Redis after every commit
//! that wrote `search_outbox` rows; the indexer's apalis worker takes it and drains the outbox
//! at once. The outbox row, not this message, is the durable record: a message lost while
//! Redis is down only delays indexing until the indexer's next poll of the outbox.

use serde::{Deserialize, Serialize};

/// The default apalis queue of wake-ups. Queue names must not contain `:` (apalis-redis
/// parses its pub/sub channel names on it).
pub const QUEUE: &str = "kaamsetu.index";

/// One wake-up: "the outbox has new rows".
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct IndexJob {
    /// What happened, for the logs (`job.created`, `employer.renamed`...).
    pub reason: String,
}

impl IndexJob {
    pub fn new(reason: &str) -> Self {
        Self {
            reason: reason.to_string(),
        }
    }
}
