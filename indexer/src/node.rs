//! An index node: one indexer and its own index replica, following the outbox log from its own
//! position (docs/deploy.md). Its id (`KAAMSETU_NODE_ID`) defaults to the host's name and the
//! index directory, stable across restarts; two PostgreSQL advisory locks keyed on it keep one
//! indexer per node (held for the process's life) and let a rebuild pause that node's batches.

use std::{path::Path, time::Duration};

use anyhow::Context;
use sqlx::{Connection, PgConnection, PgPool};

/// The log's retention when none is set: rows no node passed within it are pruned anyway, and
/// nodes not seen for that long are unregistered.
pub const DEFAULT_RETENTION: Duration = Duration::from_secs(7 * 24 * 3600);

/// Advisory lock classes (the first key of the two-key form; the second is the node id's hash).
const INDEXER_LOCK: i32 = 0x4b53_4e44; // "KSND": one indexer per node, for its life
const INDEX_LOCK: i32 = 0x4b53_4958; // "KSIX": a node's batches and rebuilds, one at a time

/// Who follows the log, and how long the log keeps rows for a node that does not come back.
#[derive(Clone, Debug)]
pub struct NodeConfig {
    pub id: String,
    pub retention: Duration,
}

impl NodeConfig {
    /// `id` when given (not blank), else [`default_id`] of `index_root`; the retention when
    /// given, else [`DEFAULT_RETENTION`].
    pub fn new(
        id: Option<&str>,
        index_root: &Path,
        retention: Option<Duration>,
    ) -> anyhow::Result<Self> {
        let id = match id.map(str::trim).filter(|s| !s.is_empty()) {
            Some(id) => id.to_string(),
            None => default_id(index_root)?,
        };
        Ok(Self {
            id,
            retention: retention.unwrap_or(DEFAULT_RETENTION),
        })
    }
}

/// `host:/absolute/index/dir`: the same after a restart, different for two data dirs on one
/// host and for one path on two hosts.
pub fn default_id(index_root: &Path) -> anyhow::Result<String> {
    std::fs::create_dir_all(index_root)
        .with_context(|| format!("create {}", index_root.display()))?;
    let dir = index_root.canonicalize()?;
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "localhost".into());
    Ok(format!("{host}:{}", dir.display()))
}

/// A duration as ops write it: `7d`, `36h`, `90m`, `30s`, or plain seconds.
pub fn parse_duration(s: &str) -> Result<Duration, String> {
    let s = s.trim();
    let split = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let (n, unit) = s.split_at(split);
    let n: u64 = n
        .parse()
        .map_err(|_| format!("{s:?} is not a duration such as 7d, 36h, 90m or 30s"))?;
    let secs = match unit.trim() {
        "" | "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86_400,
        other => return Err(format!("unknown unit {other:?} (use d, h, m or s)")),
    };
    n.checked_mul(secs)
        .filter(|&t| t > 0)
        .map(Duration::from_secs)
        .ok_or_else(|| format!("{s:?} is not a positive duration"))
}

/// Takes the node's indexer lock on a connection of its own, which holds it until it is
/// dropped (the process ends). Waits up to 3 s for an indexer that is just stopping.
pub async fn lock_indexer(db: &PgPool, node: &str) -> anyhow::Result<PgConnection> {
    let mut conn = db.acquire().await?.detach();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(3);
    loop {
        let got: bool = sqlx::query_scalar("select pg_try_advisory_lock($1, hashtext($2))")
            .bind(INDEXER_LOCK)
            .bind(node)
            .fetch_one(&mut conn)
            .await?;
        if got {
            return Ok(conn);
        }
        if tokio::time::Instant::now() >= deadline {
            let _ = conn.close().await;
            anyhow::bail!(
                "another indexer runs as node {node} (one per node; set KAAMSETU_NODE_ID or \
                 another data dir for a second node)"
            );
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Takes the node's index lock for the rest of the transaction (a batch or a rebuild).
pub async fn lock_index(conn: &mut PgConnection, node: &str) -> sqlx::Result<()> {
    sqlx::query("select pg_advisory_xact_lock($1, hashtext($2))")
        .bind(INDEX_LOCK)
        .bind(node)
        .execute(conn)
        .await
        .map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_as_ops_write_them() {
        assert_eq!(parse_duration("7d"), Ok(Duration::from_secs(604_800)));
        assert_eq!(parse_duration("36h"), Ok(Duration::from_secs(129_600)));
        assert_eq!(parse_duration("90m"), Ok(Duration::from_secs(5400)));
        assert_eq!(parse_duration("30"), Ok(Duration::from_secs(30)));
        for bad in ["", "d", "0s", "7w", "-1d", "1.5h", "99999999999999999999d"] {
            assert!(parse_duration(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_default_id_is_stable_and_names_the_host_and_the_directory() {
        let dir = tempfile::tempdir().unwrap();
        let a = default_id(&dir.path().join("index")).unwrap();
        let b = default_id(&dir.path().join("./index")).unwrap();
        assert_eq!(a, b);
        assert!(a.ends_with("/index"), "{a}");
        let other = default_id(&dir.path().join("index2")).unwrap();
        assert_ne!(a, other);
    }
}
