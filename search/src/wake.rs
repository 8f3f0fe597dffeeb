//! The PostgreSQL channel that wakes the indexers. The API's `SearchTx` sends a `NOTIFY` on it
//! (the payload: what changed, for the logs) in the transaction that writes `search_outbox`
//! rows; PostgreSQL delivers it at commit to every node's indexer listening on it. The outbox
//! row, not the notification, is the durable record: a notification missed while a listener
//! reconnects only delays indexing until that indexer's next poll of the log.

/// The channel (one per database, so test databases never hear each other).
pub const CHANNEL: &str = "kaamsetu_outbox";
